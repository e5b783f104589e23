// The current slate date, asked once per page from the data worker (Comlink), with the local clock as fallback.
import { useEffect, useState } from 'react';
import type { SlateInfo } from '../api/worker-contract';
import { slateDateAt } from '../domain/slate-date';
import { dataWorker } from '../api/data-worker-client';

/** A worker that failed to start never answers a Comlink call; do not wait for it forever. */
const WORKER_ANSWER_LIMIT_MS = 5000;

let slate: Promise<SlateInfo> | undefined;

function localSlate(): SlateInfo {
  return { date: slateDateAt(Date.now()), source: 'local-clock' };
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

/** The slate date (YYYY-MM-DD) once known, else null. */
export function useSlateDate(): string | null {
  const [date, setDate] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadSlate().then((info) => {
      if (live) setDate(info.date);
    });
    return () => {
      live = false;
    };
  }, []);
  return date;
}
