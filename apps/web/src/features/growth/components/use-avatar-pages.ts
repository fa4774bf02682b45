import { AVATAR_ROTATE_MS, shuffledPages } from '@course/domain/avatar-rotation';
import { useEffect, useMemo, useState } from 'react';

/**
 * The avatar rotation rule of spec 001 §7 (the landing marquee's, from the domain): the list shuffled once,
 * shown in pages of 8, the page changing every 2000 ms. Answers the page to show and its index.
 */
export function useAvatarPages<T>(items: readonly T[]): { page: readonly T[]; index: number } {
  const pages = useMemo(() => shuffledPages(items), [items]);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    setIndex(0);
    if (pages.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % pages.length), AVATAR_ROTATE_MS);
    return () => clearInterval(timer);
  }, [pages]);
  return { page: pages[index % Math.max(pages.length, 1)] ?? [], index };
}
