import { lazy, Suspense, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { cropRotated } from '../../../ui/crop-image';
import { Loading } from '../../../ui/states';
import { NoPhoto } from '../components/ghosting-no-photo';
import { GhostingHero, GhostingSteps } from '../components/ghosting-parts';
import { readWork, saveWork } from '../components/ghosting-work';
import { ToolGate } from '../components/tool-gate';
import { ghostingFamilyOf, ghostingRoute } from '../ghosting-config';
import { hanCharOf } from '../page-config';
import '../tools-shared.css';
import './ghosting-shear.css';

/** react-easy-crop loads with this page only. */
const Cropper = lazy(() => import('react-easy-crop'));

const OUTPUT = 512;

/** The square `area` (in pixels of the image rotated by `rotation` degrees) as a JPEG data URL. */
async function cropSquare(src: string, area: Area, rotation: number): Promise<string> {
  return (await cropRotated(src, area, rotation, OUTPUT, true)).toDataURL('image/jpeg', 0.9);
}

/** ghosting-shear, ghosting5-shear (裁剪图片): crop the photo to the character's square and straighten it. */
export default function GhostingShearPage() {
  const config = ghostingFamilyOf(useRouteEntry()?.name);
  const [params] = useSearchParams();
  const character = hanCharOf(params.get('character'));
  const work = character ? readWork(config.family, character) : null;
  return (
    <ToolGate toolCode={config.toolCode}>
      {character && work?.photo ? (
        <Shear family={config.family} character={character} photo={work.photo} />
      ) : (
        <NoPhoto family={config.family} character={character} />
      )}
    </ToolGate>
  );
}

function Shear(props: { family: 'ghosting' | 'ghosting5'; character: string; photo: string }) {
  const config = ghostingFamilyOf(props.family);
  const navigate = useAppNavigate();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const next = async () => {
    if (!area) return;
    setBusy(true);
    try {
      const cropped = await cropSquare(props.photo, area, rotation);
      const work = readWork(props.family, props.character);
      if (!saveWork(props.family, { ...work, cropped, aligned: undefined, resultId: undefined })) {
        throw new Error('storage');
      }
      navigate(
        getHref(ghostingRoute(props.family, 'dragAndDrop'), { query: { character: props.character } }),
      );
    } catch {
      setError('裁剪失败，请重新拍照');
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="tl-page" data-testid="ghosting-shear" data-character={props.character}>
      <GhostingHero config={config} title={`裁剪图片 · ${props.character}`} />
      <GhostingSteps current={1} />
      <section className="tl-gh-crop" data-testid="ghosting-cropper">
        <Suspense fallback={<Loading />}>
          <Cropper
            image={props.photo}
            crop={crop}
            zoom={zoom}
            rotation={rotation}
            aspect={1}
            minZoom={0.5}
            restrictPosition={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onRotationChange={setRotation}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        </Suspense>
      </section>
      <section className="tl-card tl-gh-sliders">
        <label>
          <span>缩放</span>
          <input
            type="range"
            min={0.5}
            max={3}
            step={0.05}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
            data-testid="ghosting-crop-zoom"
          />
        </label>
        <label>
          <span>旋转 {rotation}°</span>
          <input
            type="range"
            min={-45}
            max={45}
            step={1}
            value={rotation}
            onChange={(e) => setRotation(Number(e.target.value))}
            data-testid="ghosting-crop-rotate"
          />
        </label>
        <p className="tl-muted">把字框在方框中间，用“旋转”把纸上的格线摆正</p>
        {error ? <p role="alert">{error}</p> : null}
        <button
          type="button"
          className="tl-btn tl-btn-block"
          disabled={!area || busy}
          onClick={() => void next()}
          data-testid="ghosting-crop-done"
        >
          裁剪好了，去对齐
        </button>
      </section>
    </main>
  );
}
