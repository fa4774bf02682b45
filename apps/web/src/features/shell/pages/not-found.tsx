import { useNavigate } from 'react-router';
import { homeHref } from '../../../app/public/navigation';
import { NotFoundIllustration } from '../../../ui/illustrations';
import { StatusPage } from '../../../ui/status-page';

export const NOT_FOUND_TEXT = '页面不存在';

/** Any unknown path. Uses plain useNavigate: it may render outside the shell's route context. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <StatusPage
      testId="not-found"
      illustration={<NotFoundIllustration />}
      title={NOT_FOUND_TEXT}
      description="您访问的页面已失效或地址有误"
      actionText="返回首页"
      onAction={() => void navigate(homeHref())}
    />
  );
}
