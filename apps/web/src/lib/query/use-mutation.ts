'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export interface MutationCallbacks<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}

export interface MutationOptions<V, R> extends MutationCallbacks<R> {
  mutationFn: (variables: V) => Promise<R>;
}

export interface MutationResult<V, R> {
  /** Runs it; the hook's callbacks first, then the call's (never rejects: failures go to onError). */
  mutate(variables: V, callbacks?: MutationCallbacks<R>): void;
  isPending: boolean;
}

/** One change sent to the server (not cached), with its pending flag; as TanStack Query's useMutation. */
export function useMutation<V, R>(options: MutationOptions<V, R>): MutationResult<V, R> {
  const [pending, setPending] = useState(0);
  const latest = useRef(options);
  latest.current = options;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mutate = useCallback((variables: V, callbacks: MutationCallbacks<R> = {}) => {
    const hook = latest.current;
    setPending((n) => n + 1);
    const settle = () => {
      if (mounted.current) setPending((n) => n - 1);
      hook.onSettled?.();
      if (mounted.current) callbacks.onSettled?.();
    };
    hook.mutationFn(variables).then(
      (result) => {
        hook.onSuccess?.(result);
        if (mounted.current) callbacks.onSuccess?.(result);
        settle();
      },
      (error: unknown) => {
        hook.onError?.(error);
        if (mounted.current) callbacks.onError?.(error);
        settle();
      },
    );
  }, []);
  return { mutate, isPending: pending > 0 };
}
