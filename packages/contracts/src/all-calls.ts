import type { CallContract } from './define-call.ts';
import { checkChannelStatus } from './putin-channel.ts';
import { configureJson } from './putin-configure.ts';
import { groupNotJoinReasons, groupNotJoinSave } from './putin-feedback.ts';
import { frontErrorReport } from './putin-track.ts';
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
  loginCustomer,
];
