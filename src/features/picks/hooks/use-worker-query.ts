// Asks the data worker one question and keeps the latest answer; a newer question wins over a
// slower older one, and the last answer stays on screen while the next is on its way.
import { useEffect, useRef, useState } from 'react';

export interface WorkerQuery<T> {
  data: T | null;
  /** The call itself failed (worker missing or crashed), as a message. */
  failure: string | null;
  pending: boolean;
}

export function useWorkerQuery<T>(
  ask: (() => Promise<T>) | null,
  deps: readonly unknown[],
): WorkerQuery<T> {
  const [state, setState] = useState<WorkerQuery<T>>({ data: null, failure: null, pending: true });
  const latest = useRef(0);
  const askRef = useRef(ask);
  useEffect(() => {
    askRef.current = ask;
  });
  useEffect(() => {
    const run = askRef.current;
    if (run === null) return;
    const ticket = ++latest.current;
    setState((s) => ({ ...s, pending: true }));
    run().then(
      (data) => {
        if (ticket === latest.current) setState({ data, failure: null, pending: false });
      },
      (error: unknown) => {
        if (ticket !== latest.current) return;
        const message = error instanceof Error ? error.message : String(error);
        setState((s) => ({ ...s, failure: message, pending: false }));
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the question depends on
  }, deps);
  return state;
}
