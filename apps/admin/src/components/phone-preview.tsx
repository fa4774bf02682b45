import { marqueeTextFor } from '@course/domain/landing-funnel';
import {
  type EffectiveLayout,
  effectiveLayout,
  type PageTemplateLayout,
} from '@course/domain/landing-layout';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Rnd } from 'react-rnd';
import landingCss from '../../../web/src/features/landing/engine/landing.css?inline';
// The learners' landing engine itself (apps/web): the preview draws with the same code and the same CSS.
import { renderLayout } from '../../../web/src/features/landing/engine/layout';
import { renderMarquee } from '../../../web/src/features/landing/engine/marquee';
import { SAMPLE_AVATARS, SAMPLE_QR_URL } from './sample-media';
import './phone-preview.css';

/**
 * A 375×812 phone showing a draft layout as learners will see it: an iframe (its own document, so the landing
 * CSS and the phone's 1rem = 100px apply as on a phone) drawn by the landing engine's renderLayout, with a
 * sample QR. Over it, two handles to drag (react-rnd): the QR (vertical, centred as the engine centres it; its
 * corner resizes it, square) and the QR's backing image (vertical; its bottom edge sets its height). Template
 * lengths are design px of a 750-px draft, so on this 375-px phone one screen px is 2 template units.
 */

export const PHONE = { width: 375, height: 812 } as const;
const UNITS_PER_PX = 750 / PHONE.width;
const toPx = (units: number) => units / UNITS_PER_PX;
const toUnits = (px: number) => Math.round(px * UNITS_PER_PX);

export function PhonePreview({
  layout,
  onChange,
}: {
  layout: PageTemplateLayout;
  onChange: (patch: Partial<PageTemplateLayout>) => void;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [pageHeight, setPageHeight] = useState<number>(PHONE.height);
  const layoutKey = JSON.stringify(layout);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the layout's JSON is its identity
  const effective: EffectiveLayout = useMemo(() => effectiveLayout(layout), [layoutKey]);

  useEffect(() => {
    const doc = frameRef.current?.contentDocument;
    if (!doc) return;
    if (!doc.getElementById('lp-preview-root')) {
      doc.open();
      doc.write(
        '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"></head><body><div id="lp-preview-root" class="lp-root"></div></body></html>',
      );
      doc.close();
      const style = doc.createElement('style');
      // the app's rem on a 375-px phone (index.html: width / 3.75), then the landing engine's stylesheet
      style.textContent = `html{font-size:100px}body{margin:0}${landingCss}`;
      doc.head.appendChild(style);
    }
    const root = doc.getElementById('lp-preview-root')!;
    const view = renderLayout(effective, { onFeedback: () => {} });
    root.replaceChildren(view.root);
    view.showQr({ url: SAMPLE_QR_URL, caption: '长按识别二维码，加入班级群', codeNumber: '0001' });
    const marquee = renderMarquee(SAMPLE_AVATARS, marqueeTextFor(undefined));
    view.showMarquee(marquee.el);
    view.showComplaint('#');
    const measure = () => setPageHeight(Math.max(PHONE.height, doc.documentElement.scrollHeight));
    measure();
    const timer = setTimeout(measure, 300);
    return () => {
      clearTimeout(timer);
      marquee.stop();
    };
  }, [effective]);

  const qrSize = toPx(effective.tQrcodeHeight);
  const backing = effective.tShowQrcodeBackImg === '1';
  const backHeight = toPx(effective.tQrcodeBackImgHeight);

  return (
    <div className="phone" data-testid="console-editor-phone">
      <div className="phone-scroll">
        <div className="phone-page" style={{ height: pageHeight }}>
          <iframe
            ref={frameRef}
            className="phone-frame"
            title="落地页预览"
            style={{ height: pageHeight }}
            data-testid="console-editor-frame"
          />
          <div className="phone-handles">
            {backing ? (
              <Rnd
                className="phone-handle phone-handle-backing"
                data-testid="console-editor-backing-handle"
                bounds="parent"
                dragAxis="y"
                size={{ width: PHONE.width - 2, height: backHeight }}
                position={{ x: 0, y: toPx(effective.tQrcodeBackImgTop) }}
                enableResizing={{ bottom: true }}
                onDragStop={(_, d) => onChange({ tQrcodeBackImgTop: toUnits(d.y) })}
                onResizeStop={(_, __, ref, ___, position) =>
                  onChange({
                    tQrcodeBackImgHeight: toUnits(ref.offsetHeight),
                    tQrcodeBackImgTop: toUnits(position.y),
                  })
                }
              >
                <span className="phone-handle-label">二维码托图</span>
              </Rnd>
            ) : null}
            <Rnd
              className="phone-handle phone-handle-qr"
              data-testid="console-editor-qr-handle"
              bounds="parent"
              dragAxis="y"
              lockAspectRatio
              size={{ width: qrSize, height: qrSize }}
              position={{ x: (PHONE.width - qrSize) / 2, y: toPx(effective.tQrcodeTop) }}
              enableResizing={{ bottomRight: true }}
              onDragStop={(_, d) => onChange({ tQrcodeTop: toUnits(d.y) })}
              onResizeStop={(_, __, ref) => onChange({ tQrcodeHeight: toUnits(ref.offsetHeight) })}
            >
              <span className="phone-handle-label">二维码</span>
            </Rnd>
          </div>
        </div>
      </div>
    </div>
  );
}
