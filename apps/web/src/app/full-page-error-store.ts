import { create } from 'zustand';

/** Codes 9997 and 9998: the whole page is replaced by the error view with the server's message. */
export type FullPageError = { code: number; msg: string };

type FullPageErrorState = {
  error: FullPageError | null;
  show: (code: number, msg: string) => void;
  clear: () => void;
};

export const FULL_PAGE_ERROR_FALLBACK_MESSAGE = '页面出错了，请刷新重试';

export const useFullPageErrorStore = create<FullPageErrorState>()((set) => ({
  error: null,
  show: (code, msg) => set({ error: { code, msg: msg || FULL_PAGE_ERROR_FALLBACK_MESSAGE } }),
  clear: () => set({ error: null }),
}));

export function showFullPageError(code: number, msg: string): void {
  useFullPageErrorStore.getState().show(code, msg);
}

export function clearFullPageError(): void {
  useFullPageErrorStore.getState().clear();
}
