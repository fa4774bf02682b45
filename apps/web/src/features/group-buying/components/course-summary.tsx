import type { TTeamBuyActivity } from '@course/contracts/group-buying-team';
import { formatPrice } from '@course/domain/price';
import { CoverImage } from '../../../ui/cover-image';
import '../group-buying-shared.css';

/** The course of an activity with its team price, the struck price and the team's terms. */
export function CourseSummary({ activity }: { activity: TTeamBuyActivity }) {
  return (
    <div className="gb-course" data-testid="group-course-summary">
      {activity.coverUrl ? <CoverImage src={activity.coverUrl} alt="" /> : null}
      <div className="gb-course-info">
        <h2>{activity.courseTitle}</h2>
        <div>
          <span className="gb-tag">{activity.teamSize}人团</span>
          {activity.leaderBenefit === 'free' ? <span className="gb-tag">团长免单</span> : null}
          {activity.leaderBenefit === 'discount' ? (
            <span className="gb-tag">团长价¥{formatPrice(activity.leaderPriceCents)}</span>
          ) : null}
        </div>
        <div>
          <span className="gb-price" data-testid="group-team-price">
            <small>¥</small>
            {formatPrice(activity.teamPriceCents)}
          </span>
          <span className="gb-struck">¥{formatPrice(activity.originalPriceCents)}</span>
        </div>
      </div>
    </div>
  );
}
