import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { ghostingRoute } from '../ghosting-config';
import { EmptyState } from './tool-states';

/** Shown by shear, dragAndDrop and dragAndDplayer when the step before has not been done. */
export function NoPhoto(props: { family: 'ghosting' | 'ghosting5'; character: string | null }) {
  const navigate = useAppNavigate();
  if (!props.character) return <EmptyState text="请先在诊断课程里选一个字" />;
  return (
    <main className="tl-page" data-testid="ghosting-no-photo">
      <section className="tl-card" style={{ textAlign: 'center' }}>
        <p className="tl-muted">还没有“{props.character}”的照片，先拍一张吧</p>
        <button
          type="button"
          className="tl-btn"
          onClick={() =>
            navigate(
              getHref(ghostingRoute(props.family, 'capture'), {
                query: { character: props.character as string },
              }),
            )
          }
        >
          去拍照
        </button>
      </section>
    </main>
  );
}
