import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { GhostingHero, GhostingSteps } from '../components/ghosting-parts';
import { fileToDataUrl, readWork, saveWork } from '../components/ghosting-work';
import { ToolGate } from '../components/tool-gate';
import { EmptyState } from '../components/tool-states';
import { ghostingFamilyOf, ghostingRoute } from '../ghosting-config';
import { hanCharOf } from '../page-config';
import '../tools-shared.css';

/**
 * ghosting-capture, ghosting5-capture (拍照诊断): a photo of the handwritten character from the camera or the
 * album (`<input type=file accept=image/* capture>`), scaled down on the phone and carried on to shear.
 */
export default function GhostingCapturePage() {
  const config = ghostingFamilyOf(useRouteEntry()?.name);
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const character = hanCharOf(params.get('character'));
  const camera = useRef<HTMLInputElement>(null);
  const album = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (!character) {
    return (
      <ToolGate toolCode={config.toolCode}>
        <EmptyState text="请先在诊断课程里选一个字" />
      </ToolGate>
    );
  }
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError('请选择一张图片');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const photo = await fileToDataUrl(file);
      if (!saveWork(config.family, { ...readWork(config.family, character), character, photo })) {
        setError('图片太大，请换一张试试');
        return;
      }
      navigate(getHref(ghostingRoute(config.family, 'shear'), { query: { character } }));
    } catch {
      setError('图片无法打开，请换一张试试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <ToolGate toolCode={config.toolCode}>
      <main className="tl-page" data-testid="ghosting-capture" data-character={character}>
        <GhostingHero config={config} title={`拍照诊断 · ${character}`} />
        <GhostingSteps current={0} />
        <section className="tl-card">
          <h2 className="tl-card-title">拍照小贴士</h2>
          <ul className="tl-muted" style={{ margin: 0, paddingLeft: 18, lineHeight: 1.8 }}>
            <li>白纸黑字，光线均匀，不要有阴影</li>
            <li>手机与纸面平行，一次只拍“{character}”一个字</li>
            <li>字写在格子中间，大小占格子的七八成</li>
          </ul>
        </section>
        <section className="tl-card tl-gh-actions">
          <button type="button" className="tl-btn" disabled={busy} onClick={() => camera.current?.click()}>
            拍照
          </button>
          <button
            type="button"
            className="tl-btn tl-btn-ghost"
            disabled={busy}
            data-testid="ghosting-pick-album"
            onClick={() => album.current?.click()}
          >
            从相册选择
          </button>
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            hidden
            data-testid="ghosting-camera-input"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
          <input
            ref={album}
            type="file"
            accept="image/*"
            hidden
            data-testid="ghosting-album-input"
            onChange={(e) => void onFile(e.target.files?.[0])}
          />
        </section>
        {error ? (
          <p className="tl-card" role="alert" style={{ color: '#d4380d' }}>
            {error}
          </p>
        ) : null}
      </main>
    </ToolGate>
  );
}
