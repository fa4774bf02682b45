import { z } from 'zod';
import { defineCall, zId, zText } from './define-call.ts';
import { LandingCall } from './landing-calls.ts';
import { CLIENT_EVENT_KINDS } from './landing-events.ts';

/** The landing funnel's reports: events, return info, monitor follow, ad click ids, option info, click log. */

const ZPlace = {
  groupCodePage: zText(64).optional(),
  addGroupPageId: zId().optional(),
  channel: zText(32).optional(),
  subChannel: zText(32).optional(),
  chainType: zText(16).optional(),
};

const ZRecorded = z.object({ id: z.number() });

export const landingEventReport = defineCall({
  ...LandingCall.eventReport,
  summary: "A landing page's event: QR shown, long-press, QR-identify failure, mutual_exclusion_not_register",
  auth: 'optional',
  request: z.object({ event: z.enum(CLIENT_EVENT_KINDS), ...ZPlace, detail: zText(200).optional() }),
  response: ZRecorded,
});

export const saveReturnInfo = defineCall({
  ...LandingCall.saveReturnInfo,
  summary: 'Where a banned channel sent its visitor',
  auth: 'optional',
  request: z.object({ channel: zText(32).min(1), subChannel: zText(32).min(1), linkUrl: zText(2000).min(1) }),
  response: ZRecorded,
});

export const saveMonitorFollow = defineCall({
  ...LandingCall.saveMonitorFollow,
  summary:
    "A landing visit for the ad monitor: the route's query plus phoneModel, osName, chainType, eventType",
  auth: 'optional',
  acceptsExtraFields: true,
  request: z.object({
    phoneModel: zText(64),
    osName: zText(16),
    chainType: zText(16).optional(),
    eventType: z.number().int().min(0).max(9),
  }),
  response: ZRecorded,
});

export const saveChannelClickId = defineCall({
  ...LandingCall.channelClickId,
  summary: "The ad platform's click id a visitor arrived with (clickid, gdt_vid, bd_vid …)",
  auth: 'optional',
  acceptsExtraFields: true,
  request: z.object({ ...ZPlace, clickId: zText(200).min(1) }),
  response: ZRecorded,
});

export const saveCustomerOptionInfo = defineCall({
  ...LandingCall.customerOptionInfo,
  summary: 'What a visitor chose or left on a landing (e.g. a phone for the next camp)',
  auth: 'optional',
  request: z.object({
    optionType: z.enum(['waitlist', 'interest', 'phone']),
    mobile: zText(20).optional(),
    remark: zText(200).optional(),
    ...ZPlace,
  }),
  response: ZRecorded,
});

export const reportClickLog = defineCall({
  ...LandingCall.clickLog,
  summary: 'A click (plateFrom, the page and its query and tracking fields)',
  auth: 'optional',
  acceptsExtraFields: true,
  request: z.object({ plateFrom: zText(32).min(1), pageName: zText(64).optional() }),
  response: ZRecorded,
});
