import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { LandingCall } from './landing-calls.ts';

/** Public configuration codes a page may read; anything else is refused. */
export const PUBLIC_CONFIG_CODES = ['miniComplaint', 'allowPayMethod', 'appDownload'] as const;

/** The `appDownload` value: what the app download page (`group`, `download-app` …) shows and links to. */
export const ZAppDownload = z.object({
  appName: z.string(),
  slogan: z.string(),
  highlights: z.array(z.object({ title: z.string(), text: z.string() })),
  iosUrl: z.string(),
  androidUrl: z.string(),
});

export type TAppDownload = z.infer<typeof ZAppDownload>;

export const configureJson = defineCall({
  name: 'configureJson',
  summary: 'A public configuration value by code (e.g. miniComplaint flag, allowPayMethod list)',
  method: 'GET',
  path: '/putin/api/v1/configure/:code/json',
  auth: 'none',
  params: z.object({ code: z.enum(PUBLIC_CONFIG_CODES) }),
  request: z.object({}),
  response: z.json(),
});

export const configureList = defineCall({
  ...LandingCall.configureList,
  summary: 'Several public configuration values at once (the landing reads miniComplaint with it)',
  auth: 'none',
  request: z.object({ codeList: z.array(z.enum(PUBLIC_CONFIG_CODES)).min(1).max(10) }),
  response: z.array(z.object({ code: z.string(), value: z.json() })),
});
