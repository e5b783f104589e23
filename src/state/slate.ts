// The current slate date, asked of the data worker (Comlink), with the local clock as fallback; it
// follows the server when an admin moves the date (the worker's 'slate' change).
import { proxy } from 'comlink';
import { useEffect, useState } from 'react';
import type { SlateInfo } from '../api/worker-contract';
import { slateDateAt } from '../domain/time/slate-date';
import { dataWorker } from '../api/data-worker-client';
import { clientNow } from '../api/clock';

/** A worker that failed to start never answers a Comlink call; do not wait for it forever. */
const WORKER_ANSWER_LIMIT_MS = 5000;

let slate: Promise<SlateInfo> | undefined;

function localSlate(): SlateInfo {
  return { date: slateDateAt(clientNow()), source: 'local-clock' };
}

export function loadSlate(): Promise<SlateInfo> {
  slate ??= Promise.race([
    Promise.resolve().then(() => dataWorker().slate()),
    new Promise<SlateInfo>((resolve) =>
      setTimeout(() => resolve(localSlate()), WORKER_ANSWER_LIMIT_MS),
    ),
  ]).catch(localSlate);
  return slate;
}

type SlateListener = (date: string) => void;
const listeners = new Set<SlateListener>();
let subscribed = false;

/** One subscription per page: a moved slate replaces the remembered one and tells every hook. */
function followSlateMoves(): void {
  if (subscribed) return;
  subscribed = true;
  void Promise.resolve()
    .then(() =>
      dataWorker().subscribe(
        proxy((change) => {
          if (change.kind !== 'slate') return;
          slate = Promise.resolve({ date: change.date, source: 'server' });
          for (const listener of listeners) listener(change.date);
        }),
      ),
    )
    .catch(() => {
      subscribed = false;
    });
}

/** The slate date (YYYY-MM-DD) once known, else null; it follows a date the server moved to. */
export function useSlateDate(): string | null {
  const [date, setDate] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const listener: SlateListener = (next) => live && setDate(next);
    listeners.add(listener);
    followSlateMoves();
    void loadSlate().then((info) => {
      if (live) setDate(info.date);
    });
    return () => {
      live = false;
      listeners.delete(listener);
    };
  }, []);
  return date;
}
