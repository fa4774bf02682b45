import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { BuildingIllustration } from '../../../ui/illustrations';
import { StatusPage } from '../../../ui/status-page';
import { ghostingRoute } from '../ghosting-config';
import { EmptyState } from './tool-states';

/** Shown by shear, dragAndDrop and dragAndDplayer when the step before has not been done. */
export function NoPhoto(props: { family: 'ghosting' | 'ghosting5'; character: string | null }) {
  const navigate = useAppNavigate();
  if (!props.character) return <EmptyState text="请先在诊断课程里选一个字" />;
  return (
    <StatusPage
      testId="ghosting-no-photo"
      illustration={<BuildingIllustration />}
      title="还没有照片"
      description={`先在白纸上写一个“${props.character}”，拍下来再来诊断`}
      actionText="去拍照"
      onAction={() =>
        navigate(
          getHref(ghostingRoute(props.family, 'capture'), {
            query: { character: props.character as string },
          }),
        )
      }
    />
  );
}
