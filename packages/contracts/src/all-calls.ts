import type { CallContract } from './define-call.ts';
import { landingFunnel, pageTemplateSave } from './putin-admin.ts';
import { checkChannelStatus } from './putin-channel.ts';
import {
  complaintDetail,
  complaintDetailByTicket,
  complaintReasons,
  complaintRecords,
  complaintSave,
} from './putin-complaint.ts';
import { configureJson, configureList } from './putin-configure.ts';
import { groupNotJoinReasons, groupNotJoinSave } from './putin-feedback.ts';
import {
  addGroupPageInfo,
  checkLiveOrder,
  liveGroupData,
  liveJoinGroup,
  liveLanding,
  liveQrCode,
  putinWechatConfigByType,
  signUpAndAllocateClass,
} from './putin-landing.ts';
import { frontErrorReport } from './putin-track.ts';
import {
  landingEventReport,
  reportClickLog,
  saveChannelClickId,
  saveCustomerOptionInfo,
  saveMonitorFollow,
  saveReturnInfo,
} from './putin-tracking.ts';
import { loginCustomer } from './user-account.ts';

/**
 * Every call the server answers. The server registers each one (a test fails when one is left unregistered),
 * the OpenAPI document and the contract fuzz test walk this list.
 */
export const allCalls: readonly CallContract[] = [
  groupNotJoinReasons,
  groupNotJoinSave,
  frontErrorReport,
  checkChannelStatus,
  configureJson,
  configureList,
  loginCustomer,
  // the group-QR funnel
  addGroupPageInfo,
  checkLiveOrder,
  signUpAndAllocateClass,
  liveQrCode,
  liveGroupData,
  liveJoinGroup,
  putinWechatConfigByType,
  liveLanding,
  landingEventReport,
  saveReturnInfo,
  saveMonitorFollow,
  saveChannelClickId,
  saveCustomerOptionInfo,
  reportClickLog,
  complaintReasons,
  complaintSave,
  complaintRecords,
  complaintDetail,
  complaintDetailByTicket,
  pageTemplateSave,
  landingFunnel,
];
