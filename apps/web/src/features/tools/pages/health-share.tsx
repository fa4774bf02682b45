import { questionnaireShare } from '@course/contracts/tools-questionnaire';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { PageState } from '../../../ui/states';
import { EmptyState } from '../components/tool-states';
import { shareConfigOf } from '../page-config';
import { drawShareCard } from '../share-image';
import '../tools-shared.css';
import './health-share.css';

/**
 * healthShare / healthShareNew: a report shared by its token (`?share=`), drawn as one image to long-press and
 * send. A friend who opens the link sees the same card and can take the same questionnaire too: the title and
 * 我也测一测 follow the questionnaire the report came from (page-config.ts SHARE_BY_QUESTIONNAIRE).
 */
export default function HealthSharePage() {
  const [params] = useSearchParams();
  const token = params.get('share') ?? '';
  if (!/^[0-9a-f]{32}$/.test(token)) return <EmptyState text="分享链接无效" />;
  return <Share token={token} />;
}

function Share(props: { token: string }) {
  const navigate = useAppNavigate();
  const entry = useRouteEntry();
  const shared = useCall(questionnaireShare, { shareToken: props.token });
  const image = useMemo(() => (shared.data ? drawShareCard(shared.data) : null), [shared.data]);
  const share = shared.data ? shareConfigOf(shared.data.code, entry?.name) : null;
  useEffect(() => {
    if (share) document.title = share.title;
  }, [share]);
  return (
    <main className="tl-page" data-testid="tools-health-share" data-code={shared.data?.code ?? ''}>
      <PageState query={shared}>
        {(r) => (
          <>
            <div className="tl-share-image">
              {image ? (
                <img
                  src={image}
                  alt={`${r.title}：${r.score}分，${r.levelTitle}`}
                  data-testid="tools-share-image"
                />
              ) : null}
            </div>
            <p className="tl-share-hint">长按图片保存，或直接发送给朋友</p>
            <div className="tl-card">
              <button
                type="button"
                className="tl-btn tl-btn-block"
                data-testid="tools-share-retake"
                onClick={() => navigate(getHref(shareConfigOf(r.code, entry?.name).quizRoute))}
              >
                我也测一测
              </button>
            </div>
          </>
        )}
      </PageState>
    </main>
  );
}
