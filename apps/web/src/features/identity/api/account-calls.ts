import type { RequestOf } from '@course/contracts/define-call';
import {
  closeAccount,
  fillPersonInfo,
  mobileBind,
  mobileChangeBind,
  personInfo,
  register,
  type TPersonInfo,
  type TUserInfo,
} from '@course/contracts/identity-account';
import {
  existingUserMobileLogin,
  logout,
  teacherInfo,
  teacherLogin,
  wechatConfigByType,
} from '@course/contracts/identity-login';
import { smsSendNew, smsVerify } from '@course/contracts/identity-sms';
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '../../../app/public/request';
import { userInfoQueryOptions } from '../../../app/public/session';
import { callApi } from '../../../lib/request';
import { getWechatType, StorageKey, writeJson } from '../../../lib/storage';

/** The account pages' calls. Mutations refresh the learner through the shell's own query key. */

export type SmsScene = 'new' | 'current' | 'login';

export const sendSmsCode = (mobile: string, scene: SmsScene) =>
  callApi(smsSendNew, { body: { mobile, scene } });
export const verifySmsCode = (mobile: string, code: string, scene: SmsScene) =>
  callApi(smsVerify, { body: { mobile, code, scene } });

function rememberUser(info: TUserInfo): void {
  queryClient.setQueryData(userInfoQueryOptions().queryKey, info);
  writeJson(StorageKey.userInfo, info);
}

export async function registerMobile(mobile: string, code: string): Promise<TUserInfo> {
  const info = await callApi(register, { body: { mobile, code } });
  rememberUser(info);
  return info;
}

export async function bindMobile(mobile: string, code: string): Promise<TUserInfo> {
  const info = await callApi(mobileBind, { body: { mobile, code } });
  rememberUser(info);
  return info;
}

export async function changeMobile(oldCode: string, mobile: string, code: string): Promise<TUserInfo> {
  const info = await callApi(mobileChangeBind, { body: { oldCode, mobile, code } });
  rememberUser(info);
  return info;
}

export const closeMyAccount = (code: string, reason: string) =>
  callApi(closeAccount, { body: { code, reason } });
export const logoutCall = () => callApi(logout, { silent: true });
export const mobileLogin = (mobile: string, code: string) =>
  callApi(existingUserMobileLogin, { body: { mobile, code } });
export const teacherSignIn = (mobile: string, password: string) =>
  callApi(teacherLogin, { body: { mobile, password } });
export const teacherProfile = () => callApi(teacherInfo, { silent: true });

export const personInfoQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'personInfo'], queryFn: () => callApi(personInfo) });

export async function savePersonInfo(input: RequestOf<typeof fillPersonInfo>) {
  const info: TPersonInfo = await callApi(fillPersonInfo, { body: input });
  queryClient.setQueryData(personInfoQueryOptions().queryKey, info);
  await queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
  return info;
}

export const wechatAccountQueryOptions = () =>
  queryOptions({
    queryKey: ['wechatConfig', getWechatType()],
    queryFn: () => callApi(wechatConfigByType, { params: { type: getWechatType() }, silent: true }),
    staleTime: 10 * 60_000,
  });
