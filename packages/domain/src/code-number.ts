/**
 * Code number shown with a group QR code so that staff can tell why a learner landed where they did:
 * one stage digit, a two-digit label, '-', then the learner number; for example '203-12345'.
 * The label usually holds the scene code (see scene-types.ts), so '0' + '03' + '-97' reads
 * "stage 0, scene 3, fallback learner number 97". Without a learner number the default 99999 is used.
 */

export const DEFAULT_LEARN_NUMBER = 99999;
/** Scene code and learner number requested when the live-order check or the sign-up fails. */
export const FALLBACK_SCENE_CODE = 3;
export const FALLBACK_LEARN_NUMBER = 97;

export type CodeNumberParts = {
  /** 0–9 */
  stage: number;
  /** 0–99, written with two digits */
  label: number;
  /** Digits or letters; defaults to DEFAULT_LEARN_NUMBER when absent or empty. */
  learnNumber?: string | number | null;
};

export type ParsedCodeNumber = { stage: number; label: number; learnNumber: string };

const LEARN_NUMBER = /^[0-9A-Za-z]+$/;
const CODE_NUMBER = /^(\d)(\d{2})-([0-9A-Za-z]+)$/;

export function formatCodeNumber({ stage, label, learnNumber }: CodeNumberParts): string {
  if (!Number.isInteger(stage) || stage < 0 || stage > 9) throw new RangeError(`stage must be 0-9: ${stage}`);
  if (!Number.isInteger(label) || label < 0 || label > 99)
    throw new RangeError(`label must be 0-99: ${label}`);
  const learn =
    learnNumber === null || learnNumber === undefined || learnNumber === ''
      ? String(DEFAULT_LEARN_NUMBER)
      : String(learnNumber);
  if (!LEARN_NUMBER.test(learn)) throw new RangeError(`learn number must be letters or digits: ${learn}`);
  return `${stage}${String(label).padStart(2, '0')}-${learn}`;
}

/** Reads a code number back; null when it does not have the shape. The learner number stays a string. */
export function parseCodeNumber(codeNumber: string | null | undefined): ParsedCodeNumber | null {
  if (typeof codeNumber !== 'string') return null;
  const match = CODE_NUMBER.exec(codeNumber.trim());
  if (!match) return null;
  const [, stage, label, learnNumber] = match;
  return { stage: Number(stage), label: Number(label), learnNumber: learnNumber as string };
}

/** True when the learner number is the default placeholder (a fallback QR shown for it is reported as 12002). */
export function isDefaultLearnNumber(learnNumber: string | number | null | undefined): boolean {
  return (
    learnNumber !== null && learnNumber !== undefined && String(learnNumber) === String(DEFAULT_LEARN_NUMBER)
  );
}
