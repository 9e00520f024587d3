import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/client';

export type ApiGetState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

type Settled<T> = { key: string } & ({ status: 'error'; error: unknown } | { status: 'success'; data: T });

/**
 * GETs `path` on mount, when `path` changes and on `retry()`. A request that is superseded or whose
 * component unmounts is aborted, and its answer ignored.
 */
export function useApiGet<T>(path: string): ApiGetState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | undefined>(undefined);
  const key = `${attempt}:${path}`;

  useEffect(() => {
    const controller = new AbortController();
    api.get<T>(path, { signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, path]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // An answer for an earlier key (another path, an earlier attempt) means the current one is still loading.
  if (!settled || settled.key !== key) return { status: 'loading', retry };
  if (settled.status === 'error') return { status: 'error', error: settled.error, retry };
  return { status: 'success', data: settled.data, retry };
}
