import type { TCourseCard } from '@course/contracts/catalogue-shared';
import { formatPrice } from '@course/domain/price';
import { type ReactNode, useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { CoverImage } from '../../../ui/cover-image';
// The catalogue's and learning's styles share one sheet until the CSS split (issue 12).
import { StateAction } from '../../../ui/states';
import '../catalogue-shared.css';
import './course-parts.css';

/** The catalogue's building blocks: prices, course cards, the way on to find courses, progress, search. */

export function Price(props: { cents: number; original?: number | null; free?: boolean }) {
  if (props.free || props.cents === 0) return <span className="lc-price lc-price-free">免费</span>;
  return (
    <span className="lc-price">
      <span className="lc-price-now">¥{formatPrice(props.cents)}</span>
      {props.original && props.original > props.cents ? <del>¥{formatPrice(props.original)}</del> : null}
    </span>
  );
}

export function CourseCard(props: { course: TCourseCard; layout?: 'row' | 'tile'; extra?: ReactNode }) {
  const navigate = useAppNavigate();
  const c = props.course;
  const price = c.offer ? Math.min(c.offer.priceCents, c.priceCents) : c.priceCents;
  return (
    <button
      type="button"
      className={`lc-card lc-card-${props.layout ?? 'row'}`}
      data-testid={`course-card-${c.id}`}
      onClick={() => navigate(getHref('detail', { query: { course: c.id } }))}
    >
      <span className="lc-card-cover">
        <CoverImage src={c.coverUrl} alt="" loading="lazy" />
        {c.offer ? <span className="lc-card-badge">限时优惠</span> : null}
      </span>
      <span className="lc-card-body">
        <span className="lc-card-title">{c.title}</span>
        <span className="lc-card-sub">
          {c.teacherName} · {c.sectionCount}节{learnersText(c.learnerCount)}
        </span>
        {props.extra ?? (
          <Price cents={c.isZeroYuan ? 0 : price} original={c.offer ? c.priceCents : c.originalPriceCents} />
        )}
      </span>
    </button>
  );
}

/** ' · 128人在学', or nothing while nobody learns it yet (a bare 0人在学 tells a visitor the wrong thing). */
export function learnersText(count: number): string {
  return count > 0 ? ` · ${count}人在学` : '';
}

/**
 * The way on from an empty list: 找课 (the find-courses tab, which always has the brand's courses), or the
 * all-courses list when the learner is on 找课 already.
 */
export function FindCoursesButton(props: { label?: string; to?: 'shoppingMall' | 'choicenessCourse' }) {
  const navigate = useAppNavigate();
  const to = props.to ?? 'shoppingMall';
  return (
    <StateAction
      label={props.label ?? '去找课'}
      testId="empty-find-courses"
      onClick={() => navigate(getHref(to))}
    />
  );
}

export function ProgressBar(props: { percent: number }) {
  return (
    <span
      className="lc-progress"
      role="progressbar"
      aria-valuenow={props.percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <span style={{ width: `${Math.max(0, Math.min(100, props.percent))}%` }} />
    </span>
  );
}

/** The search box of the finding pages: submits the trimmed keyword; emptying the box clears the search. */
export function SearchBox(props: {
  placeholder: string;
  initial?: string;
  onSearch: (keyword: string) => void;
  testId?: string;
}) {
  const [keyword, setKeyword] = useState(props.initial ?? '');
  return (
    <form
      className="lc-search"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSearch(keyword.trim());
      }}
    >
      <input
        type="search"
        placeholder={props.placeholder}
        value={keyword}
        maxLength={40}
        onChange={(e) => {
          setKeyword(e.target.value);
          if (!e.target.value) props.onSearch('');
        }}
        data-testid={props.testId}
      />
      <button type="submit">搜索</button>
    </form>
  );
}
