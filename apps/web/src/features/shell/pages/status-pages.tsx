import { homeHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { ErrorIllustration, NotFoundIllustration } from '../../../ui/illustrations';
import { StatusPage } from '../../../ui/status-page';

/**
 * invalidPage (链接已失效) and noPermission (无权限访问): where other pages send a visitor whose link expired or
 * who may not see a page. The address may say why (`msg`, at most 60 characters); the way on is home, or back.
 */
export default function ShellStatusPage() {
  const entry = useRouteEntry();
  const navigate = useAppNavigate();
  const reason = new URLSearchParams(window.location.search).get('msg')?.slice(0, 60);
  const noPermission = entry?.name === 'noPermission';
  return (
    <StatusPage
      testId={noPermission ? 'no-permission' : 'invalid-page'}
      illustration={noPermission ? <ErrorIllustration /> : <NotFoundIllustration />}
      title={noPermission ? '无权限访问' : '链接已失效'}
      description={
        reason ||
        (noPermission
          ? '您暂无权限查看该页面，如有疑问请联系班主任或客服'
          : '该链接已过期或已被关闭，请向分享者索取新的链接')
      }
      actionText="返回首页"
      onAction={() => navigate(homeHref())}
    />
  );
}
