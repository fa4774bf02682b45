import type { CallContract } from './define-call.ts';
import { checkChannelStatus } from './putin-channel.ts';
import { configureJson } from './putin-configure.ts';
import { groupNotJoinReasons, groupNotJoinSave } from './putin-feedback.ts';
import { checkBlackUser, resolveSuperFansParam } from './putin-login.ts';
import { frontErrorReport } from './putin-track.ts';
import {
  closeAccount,
  fillPersonInfo,
  loginCustomer,
  mobileBind,
  mobileChangeBind,
  personInfo,
  register,
} from './user-account.ts';
import {
  createLoginTicket,
  existingUserMobileLogin,
  getAppListByQueryForCourse,
  logout,
  teacherInfo,
  teacherLogin,
  weChatLogin,
  wechatConfigByType,
} from './user-login.ts';
import { smsSendNew, smsVerify } from './user-sms.ts';

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
  loginCustomer,
  // identity (issue 3)
  weChatLogin,
  createLoginTicket,
  logout,
  existingUserMobileLogin,
  teacherLogin,
  teacherInfo,
  wechatConfigByType,
  getAppListByQueryForCourse,
  smsSendNew,
  smsVerify,
  register,
  mobileBind,
  mobileChangeBind,
  closeAccount,
  personInfo,
  fillPersonInfo,
  checkBlackUser,
  resolveSuperFansParam,
];
