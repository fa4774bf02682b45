import { z } from 'zod';
import { defineCall } from './define-call.ts';

/**
 * The chronic-disease programme (issue 19): a course of the catalogue presented as a lifestyle programme. This
 * call names the course and the programme's own words; chapters, sections and progress come from the
 * catalogue's courseDetail and chapterBasic, playing and progress from the learning calls.
 */
export const chronicProgramme = defineCall({
  name: 'chronicProgramme',
  summary: 'The chronic-disease programme: its course, how it is introduced, and this learner’s progress',
  path: '/course-market/api/v1/tools/chronic/programme',
  auth: 'required',
  request: z.object({}),
  response: z.object({
    toolCode: z.string(),
    courseId: z.number().int(),
    title: z.string(),
    subtitle: z.string(),
    intro: z.string(),
    coverUrl: z.string(),
    teacherName: z.string(),
    /** What the programme covers, one card each. */
    highlights: z.array(z.object({ title: z.string(), text: z.string() })),
    /** The cautious note every page shows (lifestyle guidance, not a diagnosis or a treatment). */
    disclaimer: z.string(),
    /** Learned sections / all sections, days this learner studied it, the last section opened. */
    learned: z.number().int(),
    total: z.number().int(),
    studyDays: z.number().int(),
    lastSectionId: z.number().int().nullable(),
  }),
});
