import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { api } from '../api/client';

export interface RefreshableGet<T> {
  /** The last answer; kept on screen while a reload is under way. */
  data: T | undefined;
  /** The last request's failure, if it failed. */
  error: unknown;
  /** True until the first answer (or failure) arrives. */
  loading: boolean;
  /** Asks again; only the newest request's answer counts. */
  reload(): Promise<void>;
  /** Changes the data in hand (a pushed event, the result of a write). */
  setData: Dispatch<SetStateAction<T | undefined>>;
}

/**
 * GETs `path` on mount and on `reload()`. Unlike useApiGet, a reload keeps the data on screen (no
 * spinner): made for lists that pushed events change and a re-connect refreshes. `path` is fixed.
 */
export function useRefreshableGet<T>(path: string): RefreshableGet<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [settled, setSettled] = useState(false);
  const latest = useRef(0);
  const controller = useRef<AbortController | undefined>(undefined);

  const reload = useCallback(() => {
    const id = ++latest.current;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    return api.get<T>(path, { signal: current.signal }).then(
      (answer) => {
        if (id !== latest.current) return;
        setData(answer);
        setError(undefined);
        setSettled(true);
      },
      (failure: unknown) => {
        if (id !== latest.current) return;
        setError(failure);
        setSettled(true);
      },
    );
  }, [path]);

  useEffect(() => {
    void reload();
    return () => {
      latest.current += 1; // an answer after unmounting is ignored
      controller.current?.abort();
    };
  }, [reload]);

  return { data, error, loading: !settled, reload, setData };
}
