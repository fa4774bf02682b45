import { QueryClient } from '@tanstack/react-query';

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
