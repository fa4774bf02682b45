/**
 * Learner watermark: the learner number with each digit incremented by one (9 becomes 0),
 * other characters kept, drawn in light grey 17px text on 550×160 tiles rotated −30°.
 */

export const WATERMARK_STYLE = {
  fontSize: 17,
  color: 'rgba(0,0,0,0.08)',
  width: 550,
  height: 160,
  rotate: -30,
} as const;

export function watermarkText(learnNumber: string | number | null | undefined): string {
  if (learnNumber === null || learnNumber === undefined) return '';
  return String(learnNumber).replace(/\d/g, (d) => String((Number(d) + 1) % 10));
}
