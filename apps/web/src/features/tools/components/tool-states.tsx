import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { BuildingIllustration, NotFoundIllustration } from '../../../ui/illustrations';
import { StatusPage } from '../../../ui/status-page';

/** The shared states of the tools: takeDown (removed by an operator) and emptyPage (nothing to show). */

export function TakeDownState() {
  const navigate = useAppNavigate();
  return (
    <StatusPage
      testId="tools-take-down"
      illustration={<NotFoundIllustration />}
      title="内容已下架"
      description="该内容已被下架，去工具箱看看其他工具吧"
      actionText="返回工具箱"
      onAction={() => navigate(getHref('toolIndex'))}
    />
  );
}

export function EmptyState(props: { text?: string }) {
  const navigate = useAppNavigate();
  return (
    <StatusPage
      testId="tools-empty-page"
      illustration={<BuildingIllustration />}
      title="暂无内容"
      description={props.text ?? '这里还没有内容，去工具箱看看吧'}
      actionText="返回工具箱"
      onAction={() => navigate(getHref('toolIndex'))}
    />
  );
}
