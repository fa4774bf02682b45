import type { ResponseOf } from '@course/contracts/define-call';
import { LandingCall } from '@course/contracts/landing-calls';
import type {
  complaintDetail,
  complaintDetailByTicket,
  complaintReasons,
  complaintRecords,
  complaintSave,
} from '@course/contracts/landing-complaint';
import type { ClientEventKind } from '@course/contracts/landing-events';
import type { groupNotJoinReasons, groupNotJoinSave } from '@course/contracts/landing-feedback';
import type { liveLanding, putinWechatConfigByType } from '@course/contracts/landing-live';
import type { frontErrorReport } from '@course/contracts/landing-track';
import type {
  landingEventReport,
  saveChannelClickId,
  saveCustomerOptionInfo,
  saveMonitorFollow,
  saveReturnInfo,
} from '@course/contracts/landing-tracking';
import { buildErrorReport, type TErrorReportCode } from '@course/domain/error-report';
import type { LandingPlace } from '@course/domain/landing-context';
import { type CallInput, requestCall } from '../../../lib/request';

/**
 * The calls the landing sends. Contracts are taken as types only (`import type`), the paths from the zod-free
 * LandingCall table: the landing page never loads zod.
 */

export type LandingAnswer = ResponseOf<typeof liveLanding>;
export type { LandingPlace } from '@course/domain/landing-context';

export const fetchLanding = (body: CallInput<typeof liveLanding>['body']) =>
  requestCall<typeof liveLanding>(LandingCall.landing, { body });

export const fetchWechatAccount = (type: number) =>
  requestCall<typeof putinWechatConfigByType>(LandingCall.wechatConfigByType, {
    params: { type },
    silent: true,
  });

export const fetchFeedbackReasons = () =>
  requestCall<typeof groupNotJoinReasons>(LandingCall.feedbackReasons, { silent: true });

export const saveFeedback = (body: CallInput<typeof groupNotJoinSave>['body']) =>
  requestCall<typeof groupNotJoinSave>(LandingCall.feedbackSave, { body, silent: true });

export const saveOptionInfo = (body: CallInput<typeof saveCustomerOptionInfo>['body']) =>
  requestCall<typeof saveCustomerOptionInfo>(LandingCall.customerOptionInfo, { body, silent: true });

export const fetchComplaintReasons = () =>
  requestCall<typeof complaintReasons>(LandingCall.complaintReasons, { silent: true });
export const submitComplaint = (body: CallInput<typeof complaintSave>['body']) =>
  requestCall<typeof complaintSave>(LandingCall.complaintSave, { body, silent: true });
export const fetchComplaintRecords = () =>
  requestCall<typeof complaintRecords>(LandingCall.complaintRecords, { silent: true });
export const fetchComplaint = (id: number) =>
  requestCall<typeof complaintDetail>(LandingCall.complaintDetail, { body: { id }, silent: true });
export const fetchComplaintByTicket = (ticket: string) =>
  requestCall<typeof complaintDetailByTicket>(LandingCall.complaintDetailByTicket, {
    body: { ticket },
    silent: true,
  });

/** Background reports never toast and never fail the page. */
function quietly(promise: Promise<unknown>): Promise<void> {
  return promise.then(
    () => undefined,
    () => undefined,
  );
}

export const reportEvent = (event: ClientEventKind, place: LandingPlace, detail?: string) =>
  quietly(
    requestCall<typeof landingEventReport>(LandingCall.eventReport, {
      body: { event, ...place, ...(detail ? { detail } : {}) },
      silent: true,
    }),
  );

export const reportError = (code: TErrorReportCode, description?: string) =>
  quietly(
    requestCall<typeof frontErrorReport>(LandingCall.errorReport, {
      body: buildErrorReport({
        code,
        pageUrl: location.href.slice(0, 2000),
        description: description ?? null,
      }),
      silent: true,
    }),
  );

export const reportReturnInfo = (body: CallInput<typeof saveReturnInfo>['body']) =>
  quietly(requestCall<typeof saveReturnInfo>(LandingCall.saveReturnInfo, { body, silent: true }));

export const reportMonitorFollow = (body: CallInput<typeof saveMonitorFollow>['body']) =>
  quietly(requestCall<typeof saveMonitorFollow>(LandingCall.saveMonitorFollow, { body, silent: true }));

export const reportClickId = (body: CallInput<typeof saveChannelClickId>['body']) =>
  quietly(requestCall<typeof saveChannelClickId>(LandingCall.channelClickId, { body, silent: true }));
