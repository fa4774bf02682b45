import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';

/**
 * The tool shell (issue 19): the toolbox the learner may open and the access check every tool page runs first.
 * Access is decided on the server: free, owning the tool's course, or a running membership.
 */

export const ZToolAccess = z.enum(['free', 'course', 'membership']);
export const ZToolKind = z.enum([
  'dictionary',
  'exercise',
  'questionnaire',
  'programme',
  'content',
  'picture',
]);

const ZToolCard = z.object({
  code: z.string(),
  name: z.string(),
  intro: z.string(),
  kind: ZToolKind,
  /** The spec's route name that opens the tool. */
  routeName: z.string(),
  access: ZToolAccess,
  /** Whether this learner may open it now. */
  allowed: z.boolean(),
});

export const toolIndex = defineCall({
  name: 'toolIndex',
  summary: 'The toolbox: every tool that is not taken down, with whether this learner may open it',
  path: '/course-market/api/v1/tools/index',
  auth: 'required',
  request: z.object({}),
  response: z.object({ list: z.array(ZToolCard) }),
});

export const checkToolPermission = defineCall({
  name: 'checkToolPermission',
  summary: 'Whether the learner may open one tool (free, bought course, membership) or why not',
  path: '/course-market/api/v1/tools/permission',
  auth: 'required',
  request: z.object({ toolCode: zText(40) }),
  response: z.object({
    toolCode: z.string(),
    name: z.string(),
    routeName: z.string(),
    /** allowed; locked (needs a course or a membership); takenDown (an operator removed it). */
    status: z.enum(['allowed', 'locked', 'takenDown']),
    access: ZToolAccess,
    /** Why it is open (`free`, `course`, `membership`) or what it needs, in words a learner reads. */
    reason: z.string(),
    /** For a course tool: the course that opens it (its detail page sells it). */
    courseId: z.number().int().nullable(),
  }),
});
