/**
 * Mainland China resident identity number (公民身份号码, GB 11643) rules.
 *
 * 18 digits: 6-digit area code (first two = province, GB/T 2260), 8-digit birth date yyyymmdd,
 * 3-digit sequence (its last digit odd for men, even for women), 1 check character (digit or X).
 * 15 digits (issued before 1999): area code, birth date yymmdd in the 1900s, 3-digit sequence, no check character.
 *
 * Decisions: a lower-case `x` is accepted as `X`; a wrong character or a wrong length both give the reason
 * 'length' (the shape is wrong); the birth date must be a real calendar date from 1900-01-01 to `today`
 * (today is the Beijing date, see beijing-time.ts).
 */
import { beijingParts } from './beijing-time.ts';

export type CitizenIdReason = 'length' | 'province' | 'date' | 'checksum';
export type CitizenIdResult = { valid: boolean; reason?: CitizenIdReason };
export type Gender = 'male' | 'female';
export type BirthDate = { year: number; month: number; day: number };

/** First two digits of the area code: the 34 provincial-level divisions of GB/T 2260. */
export const PROVINCE_CODES: Readonly<Record<string, string>> = {
  '11': '北京市',
  '12': '天津市',
  '13': '河北省',
  '14': '山西省',
  '15': '内蒙古自治区',
  '21': '辽宁省',
  '22': '吉林省',
  '23': '黑龙江省',
  '31': '上海市',
  '32': '江苏省',
  '33': '浙江省',
  '34': '安徽省',
  '35': '福建省',
  '36': '江西省',
  '37': '山东省',
  '41': '河南省',
  '42': '湖北省',
  '43': '湖南省',
  '44': '广东省',
  '45': '广西壮族自治区',
  '46': '海南省',
  '50': '重庆市',
  '51': '四川省',
  '52': '贵州省',
  '53': '云南省',
  '54': '西藏自治区',
  '61': '陕西省',
  '62': '甘肃省',
  '63': '青海省',
  '64': '宁夏回族自治区',
  '65': '新疆维吾尔自治区',
  '71': '台湾省',
  '81': '香港特别行政区',
  '82': '澳门特别行政区',
};

export const CHECKSUM_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
/** Check character indexed by (weighted sum mod 11). */
export const CHECKSUM_CHARS = '10X98765432';

const SHAPE_18 = /^\d{17}[\dX]$/;
const SHAPE_15 = /^\d{15}$/;
const MIN_BIRTH_YEAR = 1900;

function normalize(id: string): string {
  return id.toUpperCase();
}

/** The check character for the first 17 digits of an 18-digit number. */
export function checksumChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('checksumChar needs exactly 17 digits');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (CHECKSUM_WEIGHTS[i] as number);
  return CHECKSUM_CHARS[sum % 11] as string;
}

function hasValidShape(id: string): boolean {
  return SHAPE_18.test(id) || SHAPE_15.test(id);
}

/** Birth date as written in the number (not checked against the calendar); null when the shape is wrong. */
function rawBirthDate(id: string): BirthDate | null {
  if (SHAPE_18.test(id)) {
    return { year: Number(id.slice(6, 10)), month: Number(id.slice(10, 12)), day: Number(id.slice(12, 14)) };
  }
  if (SHAPE_15.test(id)) {
    return {
      year: 1900 + Number(id.slice(6, 8)),
      month: Number(id.slice(8, 10)),
      day: Number(id.slice(10, 12)),
    };
  }
  return null;
}

function isRealDate({ year, month, day }: BirthDate): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = month === 2 ? (isLeap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= daysInMonth;
}

function compareDates(a: BirthDate, b: BirthDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Today's calendar date in Beijing: the rule does not depend on the zone of the phone or server. */
function beijingDate(d: Date): BirthDate {
  const { year, month, day } = beijingParts(d);
  return { year, month, day };
}

export function validateCitizenId(id: string | null | undefined, today: Date = new Date()): CitizenIdResult {
  if (typeof id !== 'string') return { valid: false, reason: 'length' };
  const value = normalize(id);
  if (!hasValidShape(value)) return { valid: false, reason: 'length' };
  if (!(value.slice(0, 2) in PROVINCE_CODES)) return { valid: false, reason: 'province' };
  const birth = rawBirthDate(value) as BirthDate;
  if (birth.year < MIN_BIRTH_YEAR || !isRealDate(birth) || compareDates(birth, beijingDate(today)) > 0) {
    return { valid: false, reason: 'date' };
  }
  if (value.length === 18 && checksumChar(value.slice(0, 17)) !== value[17]) {
    return { valid: false, reason: 'checksum' };
  }
  return { valid: true };
}

export function isValidCitizenId(id: string | null | undefined, today: Date = new Date()): boolean {
  return validateCitizenId(id, today).valid;
}

/** Province name of the number's first two digits, or null when unknown. */
export function provinceOfId(id: string | null | undefined): string | null {
  if (typeof id !== 'string') return null;
  return PROVINCE_CODES[id.slice(0, 2)] ?? null;
}

/** Birth date of a well-shaped number whose date is a real calendar date; null otherwise. */
export function birthDateFromId(id: string | null | undefined): BirthDate | null {
  if (typeof id !== 'string') return null;
  const birth = rawBirthDate(normalize(id));
  return birth && isRealDate(birth) ? birth : null;
}

/** Gender from the parity of the 17th digit (15th for a 15-digit number): odd male, even female. */
export function genderFromId(id: string | null | undefined): Gender | null {
  if (typeof id !== 'string') return null;
  const value = normalize(id);
  if (!hasValidShape(value)) return null;
  const digit = Number(value.length === 18 ? value[16] : value[14]);
  return digit % 2 === 1 ? 'male' : 'female';
}

/** Age in full years on `today`; null when the birth date cannot be read or lies after `today`. */
export function ageFromId(id: string | null | undefined, today: Date = new Date()): number | null {
  const birth = birthDateFromId(id);
  if (!birth) return null;
  const now = beijingDate(today);
  if (compareDates(birth, now) > 0) return null;
  let age = now.year - birth.year;
  if (now.month < birth.month || (now.month === birth.month && now.day < birth.day)) age -= 1;
  return age;
}
