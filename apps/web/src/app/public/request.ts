import { QueryClient } from '@tanstack/react-query';

/**
 * What features use of the app's request handling: the one query client and the toast that call failures and
 * pages show (antd-mobile loaded on demand).
 */

/** Server state defaults: one retry, 30 s fresh, no refetch when the messaging app regains focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

export const queryClient = createQueryClient();

type ToastModule = typeof import('../../ui/toast');

let toastModule: Promise<ToastModule> | null = null;

/**
 * ui/toast pulls in antd-mobile; loading it on demand keeps antd-mobile off the landing route's
 * critical path (DESIGN.md, Library notes). `preloadToastFor()` warms it once a page is mounted and idle.
 */
export function loadToast(): Promise<ToastModule> {
  toastModule ??= import('../../ui/toast').then((mod) => {
    mod.setupToastRenderer();
    return mod;
  });
  return toastModule;
}

export function toast(message: string): void {
  if (!message) return;
  void loadToast().then(({ showToast }) => showToast(message));
}

export function preloadToast(): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback;
  const start = () => void loadToast().catch(() => undefined);
  if (idle) idle(start);
  else setTimeout(start, 1500);
}
