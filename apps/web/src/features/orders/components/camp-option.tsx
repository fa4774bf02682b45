import type { TCamp } from '@course/contracts/orders-checkout';
import { campDateText } from '../camp';
import '../orders-shared.css';
import './camp-option.css';

/** One start date to pick (a row of the list or a cell of the grid); a full one cannot be picked. */
export function CampOption(props: {
  camp: TCamp;
  layout: 'list' | 'grid';
  picked: boolean;
  onPick: () => void;
}) {
  const { camp } = props;
  const full = camp.seatsLeft <= 0;
  const t = campDateText(camp.startsAt);
  return (
    <button
      type="button"
      className={`od-camp is-${props.layout}${props.picked ? ' is-active' : ''}${full ? ' is-full' : ''}`}
      data-testid={`camp-option-${camp.campId}`}
      disabled={full}
      onClick={props.onPick}
    >
      <span className="od-camp-date">
        {t.date} <small>{t.weekday}</small>
      </span>
      <span className="od-camp-time">{t.time} 开课</span>
      {props.layout === 'list' ? <span className="od-camp-name">{camp.name}</span> : null}
      <span className="od-camp-seats">
        {full ? '已满' : camp.seatsLeft <= 20 ? `仅剩${camp.seatsLeft}席` : '可报名'}
      </span>
    </button>
  );
}
