import { useEffect } from 'react';
import { type ShareCard, setupShare } from './wechat-sdk';

/**
 * Sets this page's share card once its data is there (`card` null until then); again when the card changes,
 * which covers Android's rule of configuring after every navigation.
 */
export function useShareSetup(card: ShareCard | null): void {
  const key = card ? JSON.stringify(card) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the card is compared by its content (key)
  useEffect(() => {
    if (card) void setupShare(card);
  }, [key]);
}

/** An absolute link to a path of this app (share cards need absolute links). */
export const absoluteLink = (path: string): string => new URL(path, window.location.origin).toString();
