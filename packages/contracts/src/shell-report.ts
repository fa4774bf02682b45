import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';

/**
 * Reporting of the shell (issue 18): the app-launch report (sys/reportAppLaunch, once per launch) and the
 * screen-recording channel (rrweb batches when the URL has rrwebStatus=true in production).
 */

const zKey = () =>
  z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, '标识只能包含字母、数字、下划线和短横线');

export const reportAppLaunch = defineCall({
  name: 'reportAppLaunch',
  summary:
    'One app launch (device, app version 1.2.1, channel wechat, location when known); once per launch id',
  path: '/user/api/v1/sys/reportAppLaunch',
  auth: 'required',
  request: z.object({
    /** Random per page load of the app: a second report of the same launch changes nothing. */
    launchId: zKey(),
    token: zText(128),
    deviceId: zText(64).min(1),
    deviceModel: zText(64),
    osName: zText(16),
    osVersion: zText(32),
    appChannel: zText(32),
    appVersion: zText(16),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
  }),
  response: z.object({ recorded: z.boolean() }),
});

/** Bytes one recording session may store; a batch beyond it is refused with 2701. */
export const SCREEN_RECORDING_SESSION_CAP = 2 * 1024 * 1024;
/** Bytes of one batch (the request body limit is larger). */
export const SCREEN_RECORDING_BATCH_MAX = 256 * 1024;

export const screenRecordingBatch = defineCall({
  name: 'screenRecordingBatch',
  summary: 'One batch of rrweb events of a recording session, stored through the upload port',
  path: '/app/api/v1/rrweb/batch',
  auth: 'optional',
  request: z.object({
    /** Random per recording: lower-case letters, digits and '-' (it names the stored files). */
    sessionId: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[a-z0-9-]+$/, 'sessionId 只能包含小写字母、数字和短横线'),
    seq: z.number().int().min(0).max(100_000),
    pageUrl: zText(500),
    /** The rrweb events of this batch as JSON text. */
    events: z.string().min(2).max(SCREEN_RECORDING_BATCH_MAX),
  }),
  response: z.object({ bytes: z.number().int(), batches: z.number().int() }),
});
