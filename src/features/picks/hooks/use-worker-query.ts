// Asks the data worker one question and keeps the latest answer; a newer question wins over a
// slower older one, and the last answer stays on screen while the next is on its way. An answer
// to the same question (`key`) that `hold` rejects is not shown: it is asked again shortly.
import { useEffect, useRef, useState } from 'react';
import { REFRESH_HOLD_RETRY_MS } from '../../../domain/offline/picks-refresh-hold';

export interface WorkerQuery<T> {
  data: T | null;
  /** The call itself failed (worker missing or crashed), as a message. */
  failure: string | null;
  pending: boolean;
}

interface QueryOptions<T> {
  /** What the question is (filter and window); answers to another key are always shown. */
  key: string;
  hold?: (shown: T, next: T) => boolean;
}

export function useWorkerQuery<T>(
  ask: (() => Promise<T>) | null,
  deps: readonly unknown[],
  options: QueryOptions<T> = { key: '' },
): WorkerQuery<T> {
  const [state, setState] = useState<WorkerQuery<T> & { key: string | null }>({
    data: null,
    failure: null,
    pending: true,
    key: null,
  });
  const [retry, setRetry] = useState(0);
  const latest = useRef(0);
  const askRef = useRef(ask);
  const optionsRef = useRef(options);
  const shownRef = useRef(state);
  useEffect(() => {
    askRef.current = ask;
    optionsRef.current = options;
    shownRef.current = state;
  });
  useEffect(() => {
    const run = askRef.current;
    if (run === null) return;
    const ticket = ++latest.current;
    const { key, hold } = optionsRef.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState((s) => ({ ...s, pending: true }));
    run().then(
      (data) => {
        if (ticket !== latest.current) return;
        const shown = shownRef.current;
        if (shown.data !== null && shown.key === key && hold?.(shown.data, data)) {
          timer = setTimeout(() => setRetry((r) => r + 1), REFRESH_HOLD_RETRY_MS);
          setState((s) => ({ ...s, pending: false }));
          return;
        }
        setState({ data, failure: null, pending: false, key });
      },
      (error: unknown) => {
        if (ticket !== latest.current) return;
        const message = error instanceof Error ? error.message : String(error);
        setState((s) => ({ ...s, failure: message, pending: false }));
      },
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the question depends on
  }, [...deps, retry]);
  return state;
}
