import type { TCourseCard, TSectionItem } from '@course/contracts/course-shared';
import { CHAPTER_DENIAL_MESSAGES } from '@course/domain/chapter-access';
import { CHAPTER_LOCKED, CHAPTER_LOCKED_BACK_MS } from '@course/domain/constants';
import { formatDuration } from '@course/domain/course-subjects';
import { formatPrice } from '@course/domain/price';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppNavigate } from '../../../app/navigation';
import { toast } from '../../../app/request-handlers';
import { getHref } from '../../../app/route-catalogue';
import { isInNativeApp } from '../../../lib/platform';
import { ApiError } from '../../../lib/request';
import { Loader } from '../../../ui/loader';
import '../learning.css';
import { usePurchaseOffer } from './purchase-offer';

/** The first positive integer among the query keys (pages accept the spec's and the common spellings). */
export function useQueryId(...keys: string[]): number | null {
  const [params] = useSearchParams();
  for (const k of keys) {
    const n = Number(params.get(k));
    if (Number.isInteger(n) && n > 0) return n;
  }
  return null;
}

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
        <img src={c.coverUrl} alt="" loading="lazy" />
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

export function Loading() {
  return (
    <div className="lc-loading">
      <Loader />
    </div>
  );
}

/**
 * The way on from an empty list: 找课 (the find-courses tab, which always has the brand's courses), or the
 * all-courses list when the learner is on 找课 already.
 */
export function FindCoursesButton(props: { label?: string; to?: 'shoppingMall' | 'choicenessCourse' }) {
  const navigate = useAppNavigate();
  const to = props.to ?? 'shoppingMall';
  return (
    <button
      type="button"
      className="lc-btn"
      data-testid="empty-find-courses"
      onClick={() => navigate(getHref(to))}
    >
      {props.label ?? '去找课'}
    </button>
  );
}

export function Empty(props: { text: string; action?: ReactNode }) {
  return (
    <div className="lc-empty" data-testid="empty">
      <div className="lc-empty-icon" aria-hidden="true" />
      <p>{props.text}</p>
      {props.action}
    </div>
  );
}

export function ErrorBlock(props: { error: unknown; onRetry?: () => void }) {
  const msg = props.error instanceof ApiError ? props.error.msg : '加载失败';
  return (
    <div className="lc-empty" data-testid="load-error">
      <p>{msg}</p>
      {props.onRetry ? (
        <button type="button" className="lc-btn lc-btn-ghost" onClick={props.onRetry}>
          重新加载
        </button>
      ) : null}
    </div>
  );
}

/** A page body with the usual states; `children` renders once data is there. */
export function PageState<T>(props: {
  query: { data: T | undefined; isLoading: boolean; error: unknown; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  if (props.query.isLoading) return <Loading />;
  if (props.query.error || props.query.data === undefined) {
    return <ErrorBlock error={props.query.error} onRetry={() => void props.query.refetch()} />;
  }
  return <>{props.children(props.query.data)}</>;
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

export const KIND_LABEL: Record<TSectionItem['kind'], string> = {
  audio: '音频',
  video: '视频',
  text: '图文',
};

/** Where a section opens: audio on the audio page, video on the video page, text on the lesson page. */
export function sectionHref(
  section: Pick<TSectionItem, 'id' | 'courseId' | 'kind'>,
  moduleId?: number | null,
): string {
  if (section.kind === 'audio') {
    return getHref('audioDetail', {
      query: {
        knowledgeRootId: section.courseId,
        goodsCategoryModuleId: moduleId ?? undefined,
        id: section.id,
      },
    });
  }
  if (section.kind === 'video')
    return getHref('video-detail', { query: { course: section.courseId, section: section.id } });
  return getHref('lession-detail', { query: { course: section.courseId, section: section.id } });
}

/**
 * Why a locked section of a course is locked for a learner who opened another section of it: an owner waits
 * for it (该章节还未解锁); anyone else has not bought it (您还未开启课程服务 inside the native app).
 */
export function lockMessageOf(access: 'owned' | 'trial'): string {
  if (access === 'owned') return CHAPTER_LOCKED;
  return isInNativeApp() ? CHAPTER_DENIAL_MESSAGES.service_not_open : CHAPTER_DENIAL_MESSAGES.not_bought;
}

/**
 * Opens a section when it is open for the learner; otherwise says why: a lock that buying opens (您还未购买课程)
 * offers the purchase, any other (该章节还未解锁 …) toasts its reason.
 */
export function useOpenSection() {
  const navigate = useAppNavigate();
  const offerPurchase = usePurchaseOffer();
  return (section: TSectionItem, lockMessage: string | null) => {
    if (section.locked) {
      offerPurchase(section.courseId, lockMessage ?? CHAPTER_LOCKED);
      return;
    }
    navigate(sectionHref(section));
  };
}

/**
 * The spec's denial: toast, then back to the course's list after 1 s. A section that buying opens (您还未购买课程)
 * offers the purchase instead of the toast, over the list it returns to.
 */
export function useDenyAndReturn() {
  const navigate = useAppNavigate();
  const offerPurchase = usePurchaseOffer();
  return (error: unknown, courseId: number | null) => {
    const msg = error instanceof ApiError ? error.msg : CHAPTER_LOCKED;
    if (courseId) offerPurchase(courseId, msg);
    else toast(msg);
    setTimeout(() => {
      if (courseId) navigate(getHref('lession-list', { query: { course: courseId } }), { replace: true });
      else navigate(-1);
    }, CHAPTER_LOCKED_BACK_MS);
  };
}

export function SectionRow(props: { section: TSectionItem; active?: boolean; onOpen: () => void }) {
  const s = props.section;
  return (
    <button
      type="button"
      className={`lc-section ${props.active ? 'is-active' : ''} ${s.locked ? 'is-locked' : ''}`}
      data-testid={`section-${s.id}`}
      data-locked={s.locked}
      onClick={props.onOpen}
    >
      <span className={`lc-kind lc-kind-${s.kind}`}>{KIND_LABEL[s.kind]}</span>
      <span className="lc-section-title">
        {s.title}
        <small>
          {s.durationSec > 0 ? formatDuration(s.durationSec) : '图文'}
          {s.isLearned ? ' · 已学完' : s.percent > 0 ? ` · 已学${s.percent}%` : ''}
        </small>
      </span>
      {s.isTrial && s.locked === false ? <span className="lc-tag">试看</span> : null}
      {s.locked ? (
        <span className="lc-lock">未解锁</span>
      ) : s.isLearned ? (
        <span className="lc-done">✓</span>
      ) : null}
    </button>
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
