import {
  collectedInfoDetail,
  PRIVACY_CATEGORY_KEYS,
  type PrivacyCategoryKey,
} from '@course/contracts/identity-privacy';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { Link, useSearchParams } from 'react-router';
import { getHref } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, NothingHere, PageState } from '../../../ui/states';
import '../identity-shared.css';
import '../privacy.css';

/** The category key in the query (?category=orders), or null for a missing or unknown one. */
export function useCategoryParam(): PrivacyCategoryKey | null {
  const [params] = useSearchParams();
  const key = params.get('category');
  return (PRIVACY_CATEGORY_KEYS as readonly string[]).includes(key ?? '')
    ? (key as PrivacyCategoryKey)
    : null;
}

/** collectedListDetail (个人信息详情): one category with the learner's own data we hold, counted and masked. */
export default function CollectedDetailPage() {
  const category = useCategoryParam();
  const query = useCall(
    collectedInfoDetail,
    { category: category ?? 'profile' },
    { enabled: category !== null },
  );
  if (!category) {
    return (
      <main className="acc-page">
        <NothingHere
          text="未找到该信息类别"
          wayOn={{ label: '查看信息清单', to: getHref('collectedList') }}
        />
      </main>
    );
  }
  return (
    <main className="acc-page" data-testid="collected-detail-page">
      <PageState query={query}>
        {(data) => (
          <>
            <div className="priv-count" data-testid="collected-count">
              {data.category.name}：{data.countText}
            </div>
            <p className="priv-intro">
              {data.category.purpose}。保存期限：{data.category.retention}。
            </p>
            <section className="acc-card">
              {data.entries.length === 0 ? (
                <Empty text="我们没有保存您的此类信息" />
              ) : (
                data.entries.map((e) => (
                  <Link
                    key={e.id}
                    className="priv-entry"
                    data-testid="collected-entry"
                    to={getHref('collectedListDetail-detail', { query: { category, id: e.id } })}
                  >
                    <div className="priv-entry-main">
                      <div className="priv-entry-title">{e.title}</div>
                      <div className="priv-entry-sub">{e.subtitle}</div>
                    </div>
                    {e.collectedAt && (
                      <span className="priv-entry-time">{formatBeijingDateTime(e.collectedAt)}</span>
                    )}
                  </Link>
                ))
              )}
            </section>
            {data.count > data.entries.length && (
              <p className="priv-intro">仅显示最近 {data.entries.length} 条</p>
            )}
          </>
        )}
      </PageState>
    </main>
  );
}
