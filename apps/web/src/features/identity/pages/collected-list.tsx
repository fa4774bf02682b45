import { collectedInfoList } from '@course/contracts/identity-privacy';
import { Link } from 'react-router';
import { getHref } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, PageState } from '../../../ui/states';
import '../identity-shared.css';
import '../privacy.css';

/** collectedList (已收集个人信息清单): each category we collect, why, when and how long; tap for your own data. */
export default function CollectedListPage() {
  const query = useCall(collectedInfoList, {});
  return (
    <main className="acc-page" data-testid="collected-list-page">
      <p className="priv-intro">
        根据《个人信息保护法》，以下是我们收集的个人信息类别、用途、收集场景和保存期限。点击类别可查看我们保存的您本人的信息。
      </p>
      <PageState query={query}>
        {(data) =>
          data.categories.length === 0 ? (
            <Empty text="暂无清单" />
          ) : (
            data.categories.map((c) => (
              <Link
                key={c.key}
                className="priv-card"
                data-testid={`collected-category-${c.key}`}
                to={getHref('collectedListDetail', { query: { category: c.key } })}
              >
                <div className="priv-card-head">
                  <span>{c.name}</span>
                  <span>查看我的信息 ›</span>
                </div>
                <div className="priv-row">
                  <span>信息内容</span>
                  <span>{c.items.join('、')}</span>
                </div>
                <div className="priv-row">
                  <span>使用目的</span>
                  <span>{c.purpose}</span>
                </div>
                <div className="priv-row">
                  <span>收集场景</span>
                  <span>{c.scenario}</span>
                </div>
                <div className="priv-row">
                  <span>保存期限</span>
                  <span>{c.retention}</span>
                </div>
              </Link>
            ))
          )
        }
      </PageState>
    </main>
  );
}
