import { z } from 'zod';
import { defineCall, zId } from './define-call.ts';

/**
 * The stations of a study tour (研学站点, issue 18): the stops in order with their introduction and classroom
 * video, and at each the learner's check-in (打卡, for a learner whose booking's deposit or whole price is paid)
 * and notes. Stations are open to read for every visitor of the tour; only the tools need a booking.
 */

/** Notes: at most 500 characters (STATION_NOTE_MAX_CHARS of @course/domain/live-lessons). */
const BASE = '/course-market/api/v1/studyTour/station';

export const ZStation = z.object({
  id: z.number(),
  tourId: z.number(),
  sort: z.number(),
  name: z.string(),
  place: z.string(),
  intro: z.array(z.string()),
  tasks: z.array(z.string()),
  arrivesAt: z.number(),
  videoTitle: z.string(),
  /** A recorded video (mp4) or an HLS stream (m3u8) of the station's classroom. */
  videoUrl: z.string(),
  checkedIn: z.boolean(),
  checkedInAt: z.number().nullable(),
  checkInCount: z.number(),
});

export type TStation = z.infer<typeof ZStation>;

export const ZStationNote = z.object({ id: z.number(), content: z.string(), createdAt: z.number() });

export const stationList = defineCall({
  name: 'stationList',
  summary: 'The stations of a study tour in order, with the learner’s check-ins',
  path: `${BASE}/list`,
  auth: 'optional',
  request: z.object({ tourId: zId() }),
  response: z.object({
    tourId: z.number(),
    tourTitle: z.string(),
    city: z.string(),
    stations: z.array(ZStation),
    /** The learner holds a booking whose deposit (or whole price) is paid: check-ins and notes are open. */
    canCheckIn: z.boolean(),
  }),
});

export const stationDetail = defineCall({
  name: 'stationDetail',
  summary: 'One station with the learner’s notes there and its neighbours',
  path: `${BASE}/detail`,
  auth: 'optional',
  request: z.object({ stationId: zId() }),
  response: z.object({
    station: ZStation,
    tourTitle: z.string(),
    stationCount: z.number(),
    prevId: z.number().nullable(),
    nextId: z.number().nullable(),
    canCheckIn: z.boolean(),
    notes: z.array(ZStationNote),
  }),
});

export const stationCheckIn = defineCall({
  name: 'stationCheckIn',
  summary: 'Checks the learner in at a station once (2610 without a paid booking of the tour)',
  path: `${BASE}/checkIn`,
  auth: 'required',
  request: z.object({ stationId: zId() }),
  response: z.object({ checkedInAt: z.number(), firstTime: z.boolean(), checkInCount: z.number() }),
});

export const stationNoteSave = defineCall({
  name: 'stationNoteSave',
  summary: 'Saves a note of the learner at a station (2610 without a paid booking of the tour)',
  path: `${BASE}/note`,
  auth: 'required',
  request: z.object({
    stationId: zId(),
    content: z.string().trim().min(1, '请输入笔记内容').max(500, '笔记最多500个字'),
  }),
  response: ZStationNote,
});
