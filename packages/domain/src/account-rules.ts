/**
 * Account form rules and their texts, shared by the account pages and the server (issue 3).
 * The phone rule is the spec's general rule (packages/domain/src/phone.ts).
 */

import { beijingDayKey } from './beijing-time.ts';
import { isValidPhone, stripCountryCode } from './phone.ts';
import { SMS_CODE_PATTERN } from './sms-rules.ts';

export const AccountText = {
  mobileEmpty: '请输入手机号',
  /** The spec's phone-error text (the feedback form's). */
  mobileInvalid: '您输入的电话有误，请输入正确的电话号码！',
  codeEmpty: '请输入验证码',
  codeInvalid: '请输入6位数字验证码',
  agreementUnchecked: '请先阅读并同意用户协议和隐私政策',
  nicknameEmpty: '请输入昵称',
  nicknameTooLong: '昵称最多20个字',
  realNameInvalid: '请输入2-20个字的真实姓名',
  genderEmpty: '请选择性别',
  birthdayInvalid: '请选择正确的出生日期',
  passwordEmpty: '请输入密码',
  sameMobile: '新手机号不能与当前手机号相同',
  closeReasonEmpty: '请选择注销原因',
  closeUnconfirmed: '请确认已知晓注销后果',
  registered: '注册成功',
  bound: '绑定成功',
  changed: '手机号已更换',
  saved: '保存成功',
  closed: '账号已注销',
  mobileTaken: '该手机号已绑定其他账号',
  alreadyBound: '您已绑定手机号，无需重复绑定',
  mobileRequired: '请先绑定手机号',
  unknownMobile: '该手机号尚未注册，请先在微信内打开完成注册',
  teacherBadCredentials: '账号或密码错误',
} as const;

/** The message for a mobile field, or null when it is valid. */
export function mobileError(value: string): string | null {
  if (value.trim() === '') return AccountText.mobileEmpty;
  return isValidPhone(value) ? null : AccountText.mobileInvalid;
}

/** The message for a verification-code field, or null when it is valid. */
export function codeError(value: string): string | null {
  if (value.trim() === '') return AccountText.codeEmpty;
  return SMS_CODE_PATTERN.test(value.trim()) ? null : AccountText.codeInvalid;
}

/** The 11-digit form of a valid phone ('+86 13812345678' -> '13812345678'). */
export const normaliseMobile = (value: string): string => stripCountryCode(value);

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { male: '男', female: '女' };

/** Reasons offered by the cancellation page. */
export const CLOSE_ACCOUNT_REASONS = [
  '不再使用该账号',
  '需要更换手机号',
  '担心隐私安全',
  '课程内容不满足需求',
  '其他原因',
] as const;

export function nicknameError(value: string): string | null {
  const v = value.trim();
  if (!v) return AccountText.nicknameEmpty;
  return [...v].length > 20 ? AccountText.nicknameTooLong : null;
}

export function realNameError(value: string): string | null {
  const n = [...value.trim()].length;
  return n >= 2 && n <= 20 ? null : AccountText.realNameInvalid;
}

/** YYYY-MM-DD, a real date, between 1900-01-01 and today (the Beijing date). */
export function birthdayError(value: string, today: Date = new Date()): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return AccountText.birthdayInvalid;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.getUTCMonth() !== Number(m[2]) - 1 || d.getUTCDate() !== Number(m[3]))
    return AccountText.birthdayInvalid;
  if (d.getUTCFullYear() < 1900 || value > beijingDayKey(today)) return AccountText.birthdayInvalid;
  return null;
}
