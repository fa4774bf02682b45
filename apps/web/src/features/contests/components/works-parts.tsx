import type { Entry } from '@course/contracts/contests-entry';
import { formatBeijing } from '@course/domain/beijing-time';
import './works.css';

/** A works entry's review state as the contestant reads it. */
export const REVIEW_WORDS: Record<Entry['status'], string> = {
  applied: '待上传',
  submitted: '审核中',
  approved: '已通过',
  rejected: '未通过',
};

/** The contestant's own work: the photo, its review state and, when refused, the reason. */
export function WorkStatus(props: { entry: Entry; submittedAt?: number | null }) {
  const e = props.entry;
  return (
    <div className="ct-work-status" data-testid="works-status-card">
      {e.mediaUrl ? <img className="ct-work-photo" src={e.mediaUrl} alt="我的作品" /> : null}
      <p>
        参赛编号 <strong>{e.entryNo}</strong> · {e.realName}
      </p>
      <p>
        审核状态：
        <span className={`ct-review ct-review-${e.status}`} data-testid="works-status">
          {REVIEW_WORDS[e.status]}
        </span>
      </p>
      {e.status === 'rejected' && e.reviewReason ? (
        <p className="ct-notice" data-testid="works-review-reason">
          未通过原因：{e.reviewReason}
        </p>
      ) : null}
      {props.submittedAt ? (
        <p className="ct-muted">提交时间 {formatBeijing(props.submittedAt, 'M月D日 HH:mm')}</p>
      ) : null}
    </div>
  );
}

/** The works on show: a two-column wall of photos with their authors. */
export function WorksWall(props: { entries: Entry[]; testId?: string }) {
  if (props.entries.length === 0)
    return <p className="ct-muted">作品审核通过后会在这里展出，快来提交你的作品吧</p>;
  return (
    <div className="ct-works-wall" data-testid={props.testId}>
      {props.entries.map((e) => (
        <figure className="ct-work-tile" key={e.entryId}>
          {e.mediaUrl ? <img src={e.mediaUrl} alt={`${e.realName}的作品`} loading="lazy" /> : null}
          <figcaption>
            {e.realName} <span className="ct-muted">{e.entryNo}</span>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
