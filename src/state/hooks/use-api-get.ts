// One API GET as a React state: loading, the reply, a failure, or "needs a connection" when the
// device is offline and the service worker's store has never held this answer.
import { useCallback, useEffect, useState } from 'react';
import { apiGet, isFailure, onStoredAnswerChanged } from '../../api/client';

export type ApiGetState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  /** The server answered with a failure (its message and HTTP status). */
  | { status: 'error'; message: string; httpStatus: number }
  /** No network and nothing stored: the screen must say it needs a connection. */
  | { status: 'offline' };

const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;

interface Settled<T> {
  path: string;
  generation: number;
  state: ApiGetState<T>;
}

/** `path` is under /api (e.g. '/handicappers/1'); null asks for nothing. */
export function useApiGet<T>(path: string | null): ApiGetState<T> & { reload(): void } {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    if (path === null) return undefined;
    let live = true;
    void apiGet<T>(path).then((reply) => {
      if (!live) return;
      const state: ApiGetState<T> =
        reply.httpStatus === 0
          ? { status: 'offline' }
          : isFailure(reply)
            ? { status: 'error', message: reply.message, httpStatus: reply.httpStatus }
            : { status: 'ok', data: reply as T };
      setSettled({ path, generation, state });
    });
    return () => {
      live = false;
    };
  }, [path, generation]);

  // Stale-while-revalidate: when the service worker stores a newer answer, ask again.
  useEffect(() => {
    if (path === null) return undefined;
    return onStoredAnswerChanged((url) => {
      if (url === `/api${path}`) reload();
    });
  }, [path, reload]);

  let state: ApiGetState<T> = LOADING;
  if (path === null) state = IDLE;
  else if (settled?.path === path) {
    // A reload keeps showing the answer it replaces until the new one arrives.
    const current = settled.generation === generation;
    if (current || settled.state.status === 'ok') state = settled.state;
  }
  return { ...state, reload };
}
