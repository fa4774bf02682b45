/**
 * Delivery-address rules, the same on the form and on the server (zod messages in the contract say the same):
 * 收货人 1–20 characters, 手机号 11 digits starting with 1, 所在地区 province/city/district, 详细地址 5–120 characters.
 */

export const RECEIVER_MAX = 20;
export const DETAIL_MIN = 5;
export const DETAIL_MAX = 120;
/** 11 digits starting with 1 (the second digit 3–9, as every mainland mobile block). */
export const ADDRESS_MOBILE = /^1[3-9]\d{9}$/;

export const AddressMessages = {
  receiver: '请填写收货人（1-20个字）',
  mobile: '请输入正确的手机号',
  region: '请选择所在地区',
  detail: '请填写详细地址（5-120个字）',
} as const;

export type AddressDraft = {
  receiver: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
};

const length = (text: string) => Array.from(text.trim()).length;

/** The first problem of each field, or an empty object when the address can be saved. */
export function addressProblems(draft: AddressDraft): Partial<Record<keyof typeof AddressMessages, string>> {
  const problems: Partial<Record<keyof typeof AddressMessages, string>> = {};
  if (length(draft.receiver) < 1 || length(draft.receiver) > RECEIVER_MAX)
    problems.receiver = AddressMessages.receiver;
  if (!ADDRESS_MOBILE.test(draft.mobile.trim())) problems.mobile = AddressMessages.mobile;
  if (!draft.province || !draft.city || !draft.district) problems.region = AddressMessages.region;
  if (length(draft.detail) < DETAIL_MIN || length(draft.detail) > DETAIL_MAX)
    problems.detail = AddressMessages.detail;
  return problems;
}

/** One line for lists and orders: 浙江省杭州市西湖区文三路 100 号 (a municipality is not repeated). */
export function addressLine(a: Pick<AddressDraft, 'province' | 'city' | 'district' | 'detail'>): string {
  const city = a.city === a.province ? '' : a.city;
  return `${a.province}${city}${a.district}${a.detail}`;
}
