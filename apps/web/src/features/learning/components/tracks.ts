import type { TSectionItem } from '@course/contracts/catalogue-shared';
import type { TSectionData } from '@course/contracts/learning-section';
import { getSectionData } from '@course/contracts/learning-section';
import { COURSE_NOT_BOUGHT } from '@course/domain/constants';
import { queryClient, toast } from '../../../app/public/request';
import { isInNativeApp } from '../../../lib/platform';
import { callOptions } from '../../../lib/query';
import { ApiError } from '../../../lib/request';
import { offerLockedTrack, setTrackResolver } from '../audio/audio-engine';
import type { AudioTrack } from '../audio/audio-store';
import { markKnownMilestones } from '../progress-reporter';

/** Audio tracks from section data: the current one with its URL, its audio siblings resolved when played. */
export function tracksOf(
  data: TSectionData,
  moduleId: number | null,
): { track: AudioTrack; list: AudioTrack[] } {
  const base = (s: TSectionItem, url: string): AudioTrack => ({
    id: s.id,
    title: s.title,
    artist: data.course.teacherName,
    url,
    type: 'audio',
    cover: data.course.coverUrl,
    knowledgeRootId: data.course.id,
    goodsCategoryModuleId: moduleId,
  });
  const list = data.siblings
    .filter((s) => s.kind === 'audio')
    .map((s) => base(s, s.id === data.section.id ? (data.section.mediaUrl ?? '') : ''));
  return { track: list.find((t) => t.id === data.section.id)!, list };
}

/** Next and auto-advance fetch the section (access checked by the server) before playing it. */
setTrackResolver(async (track) => {
  try {
    const data = await queryClient.fetchQuery({
      ...callOptions(getSectionData, { sectionId: track.id, inApp: isInNativeApp() }, { silent: true }),
      staleTime: 0,
    });
    markKnownMilestones(data.section.id, data.record.milestones);
    return data.section.mediaUrl ? { ...track, url: data.section.mediaUrl } : null;
  } catch (error) {
    // a track that buying opens: the purchase offer (set by the shell's audio panel), else the toast
    if (
      !(
        error instanceof ApiError &&
        error.msg === COURSE_NOT_BOUGHT &&
        offerLockedTrack(track.knowledgeRootId)
      )
    ) {
      toast(error instanceof ApiError ? error.msg : '当前资源无法播放, 请联系班主任!');
    }
    return null;
  }
});
