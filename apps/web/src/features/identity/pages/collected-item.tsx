import { collectedInfoItem } from '@course/contracts/identity-privacy';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { useSearchParams } from 'react-router';
import { getHref } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { NothingHere, PageState } from '../../../ui/states';
import { useCategoryParam } from './collected-detail';
import '../identity-shared.css';
import '../privacy.css';

/** collectedListDetail-detail (个人信息详情): one stored item in full, e.g. one order's fields or one launch report. */
export default function CollectedItemPage() {
  const category = useCategoryParam();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const ok = category !== null && id !== '';
  const query = useCall(collectedInfoItem, { category: category ?? 'profile', id }, { enabled: ok });
  if (!ok) {
    return (
      <main className="acc-page">
        <NothingHere text="未找到该信息" wayOn={{ label: '查看信息清单', to: getHref('collectedList') }} />
      </main>
    );
  }
  return (
    <main className="acc-page" data-testid="collected-item-page">
      <PageState query={query}>
        {(data) => (
          <>
            <div className="priv-count">{data.title}</div>
            <p className="priv-intro">
              {data.category.name}
              {data.collectedAt ? ` · 收集于 ${formatBeijingDateTime(data.collectedAt)}（北京时间）` : ''}
            </p>
            <section className="acc-card">
              {data.fields.map((f) => (
                <div key={f.label} className="acc-field">
                  <span>{f.label}</span>
                  <span className="acc-field-value" data-testid={`collected-field-${f.label}`}>
                    {f.value}
                  </span>
                </div>
              ))}
            </section>
          </>
        )}
      </PageState>
    </main>
  );
}
