/**
 * Avatar marquee on the group-QR page: the avatars are shuffled once and shown in pages of 8,
 * the page changing every 2000 ms. The last page may hold fewer than 8.
 */

export const AVATAR_ROTATE_MS = 2000;
export const AVATARS_PER_PAGE = 8;

/** Fisher–Yates shuffle into a new array; `random` returns a number in [0, 1) like Math.random. */
export function shuffle<T>(list: readonly T[], random: () => number = Math.random): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/** Splits a list into consecutive pages of `size` items. */
export function paginate<T>(list: readonly T[], size: number = AVATARS_PER_PAGE): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`page size must be a positive integer: ${size}`);
  const pages: T[][] = [];
  for (let i = 0; i < list.length; i += size) pages.push(list.slice(i, i + size));
  return pages;
}

/** The shuffled list in pages of 8; pure given `random`. */
export function shuffledPages<T>(list: readonly T[], random: () => number = Math.random): T[][] {
  return paginate(shuffle(list, random), AVATARS_PER_PAGE);
}
