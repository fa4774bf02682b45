import { z } from 'zod';
import { defineCall, zId, zText } from './define-call.ts';

/** The user service's learning report: the time spent on a section page, sent every minute. */
export const reportSectionBrowseLog = defineCall({
  name: 'reportSectionBrowseLog',
  summary: 'Add the time spent on a section page (stayTime in ms, 60000 a minute)',
  method: 'PUT',
  path: '/user/api/v1/sys/reportSectionBrowseLog',
  auth: 'required',
  request: z.object({
    sectionId: zId(),
    stayTime: z.number().int().min(1).max(600_000),
    osName: zText(20),
  }),
  response: z.object({ todayStayMs: z.number() }),
});
