import { virtualGoodsDetail } from '@course/contracts/orders-pay';
import { checkToolPermission } from '@course/contracts/tools-shell';
import type { ReactNode } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { BuildingIllustration } from '../../../ui/illustrations';
import { PageError, PageLoading } from '../../../ui/states';
import { StatusPage } from '../../../ui/status-page';
import { TakeDownState } from './tool-states';

/**
 * Every tool page opens through this gate: checkToolPermission on the server decides (free, bought course,
 * running membership). A locked tool says what opens it with the way there; a taken-down one shows takeDown.
 */
export function ToolGate(props: { toolCode: string; children: ReactNode }) {
  const permission = useCall(checkToolPermission, { toolCode: props.toolCode });
  if (permission.isLoading) return <PageLoading />;
  if (permission.error || !permission.data) {
    return <PageError error={permission.error} onRetry={() => void permission.refetch()} />;
  }
  const p = permission.data;
  if (p.status === 'takenDown') return <TakeDownState />;
  if (p.status === 'locked')
    return <LockedTool name={p.name} reason={p.reason} courseId={p.courseId} access={p.access} />;
  return <>{props.children}</>;
}

function LockedTool(props: { name: string; reason: string; courseId: number | null; access: string }) {
  const navigate = useAppNavigate();
  const membership = useCall(
    virtualGoodsDetail,
    { type: 'membership' },
    { enabled: props.access === 'membership' },
  );
  const action =
    props.access === 'course' && props.courseId !== null
      ? { text: '去购买课程', to: getHref('detail', { query: { course: props.courseId } }) }
      : props.access === 'membership' && membership.data
        ? { text: '开通会员', to: getHref('virtualGoods', { query: { goodsId: membership.data.goodsId } }) }
        : { text: '返回工具箱', to: getHref('toolIndex') };
  return (
    <StatusPage
      testId="tools-locked"
      illustration={<BuildingIllustration />}
      title={`${props.name}暂未开通`}
      description={props.reason}
      actionText={action.text}
      onAction={() => navigate(action.to)}
    />
  );
}
