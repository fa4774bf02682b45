import { type DefaultError, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError, showRefusal } from './request.ts';

/**
 * A learner's tap that writes (提交, 保存, 发送, 领取, 签到 …): one at a time, and never silent.
 *
 * - While it is with the server another tap does nothing. The guard is a ref, not the rendered state, so two taps
 *   inside one frame still send one request; `busy` is for the button's `disabled` and its 提交中… text.
 * - A refusal the server explains is shown with its message (`showRefusal`). An action that answers a refusal itself
 *   catches it; anything else that is not a refused call is a fault of the page and is thrown on.
 */
export function useAction(): { busy: boolean; run: (action: () => Promise<unknown>) => Promise<void> } {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      showRefusal(error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}

/**
 * TanStack's `useMutation` with useAction's guard on `mutate`: a second `mutate` while one is pending does nothing.
 * `isPending` alone is no guard: TanStack tells React about the pending state in a later task (its notify
 * scheduler is a zero timeout), so a double tap can land before the button is disabled (seen: 1 in 3 double taps sent
 * two messages to customer service). For pages that keep the mutation's own state (`isError`, `onError`).
 */
export function useActionMutation<TData = unknown, TVariables = void>(
  options: UseMutationOptions<TData, DefaultError, TVariables>,
) {
  const mutation = useMutation(options);
  const running = useRef(false);
  const { mutate: mutateOnce } = mutation;
  const mutate = useCallback(
    (variables: TVariables) => {
      if (running.current) return;
      running.current = true;
      mutateOnce(variables, {
        onSettled: () => {
          running.current = false;
        },
      });
    },
    [mutateOnce],
  );
  return { ...mutation, mutate };
}
