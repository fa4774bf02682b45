import type { ConsoleCallContract } from '@course/contracts/console-call';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { z } from 'zod';
import { type CallInput, type ConsoleError, callConsole } from './console-client';

/** One cache entry per call and input: ['console', name, input]. */
export const consoleKey = (contract: ConsoleCallContract, input?: unknown) =>
  input === undefined ? ['console', contract.name] : ['console', contract.name, input];

/** The input without its page cursor: two inputs of the same list and filters compare equal. */
const withoutCursor = (input: unknown, cursorField: string) =>
  JSON.stringify({ ...(input as Record<string, unknown>), [cursorField]: undefined });

/**
 * A console call's answer. With `pagedBy` (the input's cursor field of a list paged by cursor), the page shown stays
 * on screen while the next or previous page of the same list loads (`isPlaceholderData`), instead of 加载中; a new
 * tab or search shows 加载中 as any other load.
 */
export function useConsoleQuery<C extends ConsoleCallContract>(
  contract: C,
  input: CallInput<C> = {} as CallInput<C>,
  opts: { enabled?: boolean; pagedBy?: string } = {},
) {
  const { pagedBy } = opts;
  return useQuery<z.output<C['response']>, ConsoleError>({
    queryKey: consoleKey(contract, input),
    queryFn: () => callConsole(contract, input),
    enabled: opts.enabled ?? true,
    ...(pagedBy
      ? {
          placeholderData: (previous, previousQuery) =>
            previousQuery &&
            previousQuery.queryKey[1] === contract.name &&
            withoutCursor(previousQuery.queryKey[2], pagedBy) === withoutCursor(input, pagedBy)
              ? previous
              : undefined,
        }
      : {}),
  });
}

/**
 * A call that changes data; the listed calls' cached answers are refetched after it succeeds. The same input
 * while it is still on its way is not sent again: a double click (the button's loading state comes a render
 * later) gets the first call's answer instead of making a second course, version or staff account.
 */
export function useConsoleMutation<C extends ConsoleCallContract>(
  contract: C,
  invalidates: ConsoleCallContract[] = [],
) {
  const client = useQueryClient();
  const mutation = useMutation<z.output<C['response']>, ConsoleError, CallInput<C>>({
    mutationFn: (input) => callConsole(contract, input),
    onSuccess: async () => {
      await Promise.all(invalidates.map((c) => client.invalidateQueries({ queryKey: consoleKey(c) })));
    },
  });
  const inFlight = useRef(new Map<string, Promise<z.output<C['response']>>>());
  const { mutateAsync: send } = mutation;
  const mutateAsync = useCallback(
    (input: CallInput<C>) => {
      const key = JSON.stringify(input ?? {});
      const running = inFlight.current.get(key);
      if (running) return running;
      const sent = send(input).finally(() => inFlight.current.delete(key));
      inFlight.current.set(key, sent);
      return sent;
    },
    [send],
  );
  return { ...mutation, mutateAsync };
}
