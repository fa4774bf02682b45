import type { TSectionItem } from '@course/contracts/catalogue-shared';
import { CHAPTER_LOCKED } from '@course/domain/constants';
import { formatDuration } from '@course/domain/course-subjects';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { usePurchaseOffer } from './purchase-offer';
import '../catalogue-shared.css';
import './section-row.css';

/** A course's sections as the outline lists them (course detail, chapters, lessons), and opening one. */

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
