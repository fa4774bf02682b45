import type { Rule } from 'antd/es/form';

/**
 * Rules the console's forms share, so that what the server would refuse with a raw 参数错误 (a field name and
 * zod's wording) is told at the field, in Chinese, before anything is sent.
 */

/** A required text: only spaces count as empty (the server trims, then needs one character). */
export const requiredText = (message: string): Rule => ({ required: true, whitespace: true, message });

/** A channel or sub-channel code, as the server takes it (console-channels.ts zCode). */
export const channelCodeRule: Rule = { pattern: /^[A-Za-z0-9_-]+$/, message: '只能填字母、数字、_ 或 -' };

/** Ids typed into one field, separated by commas (either width) or spaces: the numbers, or null when one is not. */
export function parseIdList(text: string | undefined): number[] | null {
  const parts = (text ?? '').split(/[,，、\s]+/).filter(Boolean);
  if (!parts.every((part) => /^[1-9]\d{0,9}$/.test(part))) return null;
  return [...new Set(parts.map(Number))];
}

/** The field of parseIdList: refuses anything but positive whole numbers. */
export const idListRule = (what: string): Rule => ({
  validator: async (_, value: string | undefined) => {
    if (parseIdList(value) === null) throw new Error(`${what}只能填数字，多个用逗号分隔`);
  },
});
