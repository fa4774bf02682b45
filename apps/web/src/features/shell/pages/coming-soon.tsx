import { homeHref, titleOfEntry, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { BuildingIllustration } from '../../../ui/illustrations';
import { StatusPage } from '../../../ui/status-page';

export const COMING_SOON_TEXT = '敬请期待';
export const COMING_SOON_DESCRIPTION = '该功能正在建设中';

/**
 * The `blank` kind of page: every route whose page is not built yet shows this (never a 404).
 * Its heading is the route's title, so a visitor knows where the link meant to go.
 */
export default function ComingSoonPage() {
  const entry = useRouteEntry();
  const navigate = useAppNavigate();
  const title = entry ? titleOfEntry(entry) : COMING_SOON_TEXT;
  return (
    <StatusPage
      testId="coming-soon"
      illustration={<BuildingIllustration />}
      title={title}
      description={
        <>
          {title === COMING_SOON_TEXT ? null : (
            <>
              <span className="app-coming-soon-text">{COMING_SOON_TEXT}</span>
              <br />
            </>
          )}
          {COMING_SOON_DESCRIPTION}
        </>
      }
      actionText="返回首页"
      onAction={() => navigate(homeHref())}
    />
  );
}
