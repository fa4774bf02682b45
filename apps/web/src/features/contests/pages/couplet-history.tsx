import { coupletRecords, getCoupletActivityInfo } from '@course/contracts/contests-couplets';
import { formatBeijingDate } from '@course/domain/beijing-time';
import { Link } from 'react-router';
import { getHref } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, PageError, PageLoading } from '../../../ui/states';
import { CoupletFrame } from '../components/couplet-frame';
import { LIVE } from '../family-config';

/** springCouplets History: the learner's couplets, newest first; each opens its picture to save or share. */
export default function CoupletHistoryPage() {
  const info = useCall(getCoupletActivityInfo, {}, { staleTime: LIVE });
  const records = useCall(coupletRecords, { pageNum: 1, pageSize: 50 }, { staleTime: LIVE });
  if (info.isPending || records.isPending) return <PageLoading />;
  if (info.isError || records.isError)
    return (
      <PageError
        testId="couplet-error"
        error={info.error ?? records.error}
        onRetry={() => void Promise.all([info.refetch(), records.refetch()])}
      />
    );
  const { list, total } = records.data;
  return (
    <CoupletFrame title="我的春联" subtitle={info.data.title} testId="couplet-history-page" current="history">
      <section className="cp-card">
        {list.length === 0 ? (
          <Empty
            text="还没有写过春联"
            action={
              <Link className="cp-btn" to={getHref('springCoupletsMake')}>
                去写一副
              </Link>
            }
          />
        ) : (
          <>
            <p className="cp-muted">共 {total} 副，点开可长按保存</p>
            <div className="cp-records" data-testid="couplet-records">
              {list.map((c) => (
                <Link
                  key={c.coupletId}
                  className="cp-record"
                  to={getHref('springCoupletsMake', { query: { coupletId: String(c.coupletId) } })}
                  data-testid="couplet-record"
                >
                  <img src={c.imageUrl} alt={`${c.firstLine} ${c.secondLine}`} loading="lazy" />
                  <p>{c.secondLine}</p>
                  <p className="cp-muted">{formatBeijingDate(c.createdAt)}</p>
                </Link>
              ))}
            </div>
          </>
        )}
      </section>
    </CoupletFrame>
  );
}
