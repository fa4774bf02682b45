import { certificates, claimCertificate } from '@course/contracts/learning-study';
import { formatBeijingDate } from '@course/domain/beijing-time';
import { useQueryClient } from '@tanstack/react-query';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useAction } from '../../../lib/use-action';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, PageState, StateAction } from '../../../ui/states';
import '../learning-shared.css';

/** citation / diploma: the learner's certificates; get-citation claims one for ?course=. */
export default function CertificatesPage() {
  const entry = useRouteEntry();
  const navigate = useAppNavigate();
  const courseId = useQueryId('course', 'courseId');
  const list = useCall(certificates, {});
  const queryClient = useQueryClient();
  const claim = useAction();
  const kind = entry?.name === 'diploma' ? 'diploma' : 'citation';
  const shown = list.data?.filter((c) => entry?.name === 'get-citation' || c.kind === kind) ?? [];
  return (
    <main className="lc-page" data-testid="certificates-page">
      {courseId !== null ? (
        <section className="lc-block">
          <button
            type="button"
            className="lc-btn"
            style={{ width: '100%' }}
            data-testid="claim-certificate"
            disabled={claim.busy}
            onClick={() =>
              void claim.run(async () => {
                await callApi(claimCertificate, {
                  body: { courseId, kind: entry?.name === 'diploma' ? 'diploma' : 'citation' },
                });
                toast('领取成功');
                await queryClient.invalidateQueries({ queryKey: callKey(certificates) });
              })
            }
          >
            {claim.busy ? '领取中…' : entry?.name === 'diploma' ? '领取结业证书' : '领取奖状'}
          </button>
        </section>
      ) : null}
      <PageState query={list}>
        {() =>
          shown.length ? (
            shown.map((c) => (
              <article key={c.id} className="lc-cert" data-testid={`certificate-${c.id}`}>
                <h2>{c.kind === 'diploma' ? '结业证书' : '奖　状'}</h2>
                <p>
                  <strong>{c.learnerName}</strong> 同学（学号 {c.learnNumber ?? '—'}）：
                </p>
                <p>
                  {c.kind === 'diploma'
                    ? `已完成《${c.courseTitle}》全部课程的学习，准予结业。`
                    : `在《${c.courseTitle}》结课考试中成绩合格，特发此状，以资鼓励。`}
                </p>
                <p>主讲老师：{c.teacherName}</p>
                <p className="lc-cert-no">
                  编号 {c.serialNo} · {formatBeijingDate(c.issuedAt)}
                </p>
              </article>
            ))
          ) : (
            <Empty
              text={kind === 'diploma' ? '学完一门课的全部小节即可领取结业证书' : '通过结课考试即可领取奖状'}
              action={
                <StateAction
                  label="去学习中心"
                  onClick={() => navigate(getHref('center'))}
                  testId="empty-way-on"
                />
              }
            />
          )
        }
      </PageState>
    </main>
  );
}
