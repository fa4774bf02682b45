import {
  pictureMountList,
  pictureMountSave,
  pictureTemplates,
  type TPictureTemplate,
} from '@course/contracts/tools-content';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useAction } from '../../../lib/use-action';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, PageState } from '../../../ui/states';
import { ToolGate } from '../components/tool-gate';
import { composePicture, loadPicture } from '../picture-frames';
import '../tools-shared.css';
import './content.css';

/**
 * pictureMounting: pick a picture from the album, choose one of the templates' frames (the server's templates,
 * the ones videoMountingDetail shows; `?templateId=` preselects the one its 用我的照片做一张 came from), write a
 * caption; the phone composites them on a canvas into ONE <img> (a long press saves it inside the messaging
 * app). 保存到我的作品 stores the same image on the server (upload store) and lists it under 我的作品.
 */
export default function PictureMountingPage() {
  const templates = useCall(pictureTemplates, {});
  const templateId = useQueryId('templateId');
  return (
    <ToolGate toolCode="picture-mounting">
      <PageState query={templates}>
        {(data) =>
          data.list.length === 0 ? (
            <main className="tl-page ct-page" data-testid="picture-mounting">
              <Empty text="暂无可用的相框模板" />
            </main>
          ) : (
            <Mounting
              templates={data.list}
              initial={data.list.find((x) => x.id === templateId) ?? (data.list[0] as TPictureTemplate)}
            />
          )
        }
      </PageState>
    </ToolGate>
  );
}

function Mounting(props: { templates: TPictureTemplate[]; initial: TPictureTemplate }) {
  const [template, setTemplate] = useState<TPictureTemplate>(props.initial);
  const frame = template.frame;
  const [picture, setPicture] = useState<HTMLImageElement | null>(null);
  const [caption, setCaption] = useState('');
  const saving = useAction();
  const [savedUrl, setSavedUrl] = useState<string | null>(null);
  const saved = useCall(pictureMountList, {});
  const queryClient = useQueryClient();
  const image = useMemo(() => composePicture(frame, picture, caption.trim()), [frame, picture, caption]);

  const save = () => {
    if (!picture) return toast('请先从相册选一张照片');
    void saving.run(async () => {
      const r = await callApi(pictureMountSave, { body: { templateId: template.id, image } });
      setSavedUrl(r.imageUrl);
      toast('已保存到我的作品');
      await queryClient.invalidateQueries({ queryKey: callKey(pictureMountList) });
    });
  };

  return (
    <main className="tl-page ct-page" data-testid="picture-mounting">
      <div className="ct-mount-preview">
        <img
          src={image}
          alt="合成后的图片"
          data-testid="picture-result"
          data-frame={template.code}
          data-has-picture={picture ? 'true' : 'false'}
        />
        <p className="tl-muted">{picture ? '长按图片可保存到手机相册' : '选择照片后在这里预览'}</p>
      </div>
      <section className="tl-card">
        <h2 className="tl-card-title">选择模板</h2>
        <div className="ct-frames">
          {props.templates.map((t) => (
            <button
              type="button"
              key={t.id}
              className={t.id === template.id ? 'on' : ''}
              data-testid="picture-frame"
              data-code={t.code}
              aria-pressed={t.id === template.id}
              onClick={() => setTemplate(t)}
            >
              <span style={{ background: t.frame.outer, borderColor: t.frame.line }}>
                <i style={{ background: t.frame.inner }} />
              </span>
              {t.title.replace(/模板$/, '')}
            </button>
          ))}
        </div>
        <input
          className="ct-caption"
          maxLength={12}
          placeholder={`图片文字（默认“${frame.caption}”）`}
          value={caption}
          onChange={(e) => setCaption(e.target.value)}
        />
        <label className="tl-btn tl-btn-ghost tl-btn-block ct-pick">
          从相册选择照片
          <input
            type="file"
            accept="image/*"
            data-testid="picture-input"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              try {
                setPicture(await loadPicture(file));
                setSavedUrl(null);
              } catch {
                toast('这张图片无法打开，请换一张');
              }
            }}
          />
        </label>
        <button
          type="button"
          className="tl-btn tl-btn-block"
          disabled={saving.busy || !picture}
          data-testid="picture-save"
          onClick={save}
        >
          {saving.busy ? '保存中…' : '保存到我的作品'}
        </button>
        {savedUrl ? (
          <p className="tl-muted" data-testid="picture-saved">
            已保存，可在下方“我的作品”中查看
          </p>
        ) : null}
      </section>
      {saved.data?.list.length ? (
        <section className="tl-card">
          <h2 className="tl-card-title">我的作品</h2>
          <div className="ct-saved">
            {saved.data.list.map((p) => (
              <img key={p.id} src={p.imageUrl} alt="我的作品" data-testid="picture-saved-item" />
            ))}
          </div>
        </section>
      ) : null}
    </main>
  );
}
