/**
 * Phone-number rules of the spec.
 *
 * - General rule: optional `+86` or `0086` country prefix, then `1`, then 3 to 9, then 9 digits.
 *   Decision: surrounding whitespace is ignored and one space or hyphen may follow the prefix
 *   (`+86 138…`, the usual international notation); any other inner space makes the number invalid.
 * - Feedback form: exactly 11 digits starting with 1 (no prefix accepted).
 * - Carrier class by prefix: 1 China Mobile, 2 China Unicom, 3 China Telecom, 4 other.
 */

export const FEEDBACK_MOBILE_ERROR = '您输入的电话有误，请输入正确的电话号码！';

const COUNTRY_PREFIX = /^(?:\+86|0086)[ -]?/;
const GENERAL_PHONE = /^(?:(?:\+86|0086)[ -]?)?1[3-9]\d{9}$/;
const FEEDBACK_MOBILE = /^1\d{10}$/;

/** Removes surrounding whitespace and a leading `+86` / `0086` (with an optional space or hyphen). */
export function stripCountryCode(phone: string): string {
  return phone.trim().replace(COUNTRY_PREFIX, '');
}

export function isValidPhone(phone: string | null | undefined): boolean {
  if (typeof phone !== 'string') return false;
  return GENERAL_PHONE.test(phone.trim());
}

export function isValidFeedbackMobile(mobile: string | null | undefined): boolean {
  if (typeof mobile !== 'string') return false;
  return FEEDBACK_MOBILE.test(mobile);
}

export const CarrierClass = {
  mobile: 1,
  unicom: 2,
  telecom: 3,
  other: 4,
} as const;

export type TCarrierClass = (typeof CarrierClass)[keyof typeof CarrierClass];

/**
 * Three-digit mobile prefixes per carrier (MIIT number plan, including each carrier's own
 * IoT-free consumer blocks and its virtual-operator block where the whole block belongs to it:
 * 162 Telecom, 165 Mobile, 167 and 171 Unicom). 192 (China Broadnet) and the 140–144 data-only
 * blocks are class 4. 170 is split by its fourth digit, see CARRIER_170_BLOCKS.
 */
export const CARRIER_PREFIXES = {
  mobile: [
    '134',
    '135',
    '136',
    '137',
    '138',
    '139',
    '147',
    '148',
    '150',
    '151',
    '152',
    '157',
    '158',
    '159',
    '165',
    '172',
    '178',
    '182',
    '183',
    '184',
    '187',
    '188',
    '195',
    '197',
    '198',
  ],
  unicom: [
    '130',
    '131',
    '132',
    '145',
    '146',
    '155',
    '156',
    '166',
    '167',
    '171',
    '175',
    '176',
    '185',
    '186',
    '196',
  ],
  telecom: ['133', '149', '153', '162', '173', '174', '177', '180', '181', '189', '190', '191', '193', '199'],
} as const satisfies Record<'mobile' | 'unicom' | 'telecom', readonly string[]>;

/** Virtual-operator block 170: 1700–1702 Telecom, 1703/1705/1706 Mobile, 1704/1707–1709 Unicom. */
export const CARRIER_170_BLOCKS: Readonly<Record<string, 'mobile' | 'unicom' | 'telecom'>> = {
  '1700': 'telecom',
  '1701': 'telecom',
  '1702': 'telecom',
  '1703': 'mobile',
  '1705': 'mobile',
  '1706': 'mobile',
  '1704': 'unicom',
  '1707': 'unicom',
  '1708': 'unicom',
  '1709': 'unicom',
};

const prefixToCarrier = new Map<string, 'mobile' | 'unicom' | 'telecom'>();
for (const carrier of ['mobile', 'unicom', 'telecom'] as const) {
  for (const prefix of CARRIER_PREFIXES[carrier]) prefixToCarrier.set(prefix, carrier);
}

/** Carrier class of a phone number; 4 for unknown prefixes and for anything that is not a valid phone. */
export function carrierClass(phone: string | null | undefined): TCarrierClass {
  if (!isValidPhone(phone)) return CarrierClass.other;
  const local = stripCountryCode(phone as string);
  const carrier = local.startsWith('170')
    ? CARRIER_170_BLOCKS[local.slice(0, 4)]
    : prefixToCarrier.get(local.slice(0, 3));
  return carrier ? CarrierClass[carrier] : CarrierClass.other;
}
