import { useCallback, useEffect, useState } from 'react';
import { api } from '../api/client';

type Settled<T> = { key: string } & ({ status: 'error'; error: unknown } | { status: 'success'; data: T });

export interface KeptApiGet<T> {
  /** The newest answer received, for this path or an earlier one; undefined before the first. */
  data: T | undefined;
  /** The path `data` answers. */
  dataPath: string | undefined;
  /** 'loading' while the current path (or retry) has no answer yet, even if older data is shown. */
  status: 'loading' | 'error' | 'success';
  /** The current request's failure, when status is 'error'. */
  error: unknown;
  /** Asks again for the current path, keeping what is shown. */
  retry(): void;
}

/**
 * GETs `path` on mount, when it changes and on `retry()`, like useApiGet, but keeps the last answer on
 * screen while the next one loads: switching a filter dims the page instead of blanking it. A superseded
 * request is aborted and its answer ignored.
 */
export function useKeptApiGet<T>(path: string): KeptApiGet<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | undefined>(undefined);
  const [kept, setKept] = useState<{ path: string; data: T } | undefined>(undefined);
  const key = `${attempt}:${path}`;

  useEffect(() => {
    const controller = new AbortController();
    api.get<T>(path, { signal: controller.signal }).then(
      (data) => {
        if (controller.signal.aborted) return;
        setSettled({ key, status: 'success', data });
        setKept({ path, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, path]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const current = settled?.key === key ? settled : undefined;
  return {
    data: kept?.data,
    dataPath: kept?.path,
    status: current?.status ?? 'loading',
    error: current?.status === 'error' ? current.error : undefined,
    retry,
  };
}
