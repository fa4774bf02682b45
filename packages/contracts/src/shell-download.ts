import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';

/**
 * The download and app-launch family (issue 18): which links a download page offers (per brand, per channel),
 * the download taps counted per channel, and the mini-program's URL scheme (`weixin://dl/business/?t=…`).
 */

export const SHELL_APPS = ['main', 'qc', 'books'] as const;
export const ZShellApp = z.enum(SHELL_APPS);
export type ShellApp = z.infer<typeof ZShellApp>;

/** A channel code: letters, digits, '_' and '-'. */
const zChannel = () =>
  z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, '渠道码只能包含字母、数字、下划线和短横线');

export const downloadLinks = defineCall({
  name: 'downloadLinks',
  summary: 'The app of a download page: name, pitch, URL scheme and the store / APK links of the channel',
  path: '/app/api/v1/download/links',
  auth: 'none',
  request: z.object({ app: ZShellApp, channel: zChannel() }),
  response: z.object({
    app: ZShellApp,
    name: z.string(),
    slogan: z.string(),
    scheme: z.string(),
    channel: z.string(),
    iosUrl: z.string(),
    androidUrl: z.string(),
  }),
});

export const reportDownloadClick = defineCall({
  name: 'reportDownloadClick',
  summary: 'Counts one download tap for the channel, app and platform',
  path: '/app/api/v1/download/click',
  auth: 'optional',
  request: z.object({ app: ZShellApp, channel: zChannel(), platform: z.enum(['ios', 'android']) }),
  response: z.object({ clicks: z.number().int() }),
});

/** The two mini-program entries (msgToapplets from a message, msgToAppletH5 from a web page). */
export const APPLET_ENTRIES = ['msgToapplets', 'msgToAppletH5'] as const;

export const appletScheme = defineCall({
  name: 'appletScheme',
  summary: 'A URL-scheme ticket (weixin://dl/business/?t=…) that opens the configured mini-program page',
  path: '/app/api/v1/applet/scheme',
  auth: 'none',
  request: z.object({
    entry: z.enum(APPLET_ENTRIES),
    /** Passed on to the mini-program page as its query (a course id, a channel), k=v&k=v. */
    query: zText(200)
      .regex(/^[A-Za-z0-9_.=&%-]*$/, 'query 只能包含字母、数字和 = & % . _ -')
      .default(''),
  }),
  response: z.object({
    openlink: z.string(),
    /** Epoch ms after which the ticket no longer opens the mini-program. */
    expiresAt: z.number(),
    /** The mini-program's name, shown on the page. */
    appletName: z.string(),
  }),
});
