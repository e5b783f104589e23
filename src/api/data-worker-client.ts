// The page's handle on the data worker: one shared Comlink proxy with the worker's typed API.
import { wrap, type Remote } from 'comlink';
import { unpackPicks } from '../domain/picks/packed-picks';
import type { DataWorkerApi, PicksPage, PicksWindow } from './worker-contract';

let proxy: Remote<DataWorkerApi> | undefined;

export function dataWorker(): Remote<DataWorkerApi> {
  proxy ??= wrap<DataWorkerApi>(
    new Worker(new URL('../../workers/data-worker.ts', import.meta.url), {
      type: 'module',
      name: 'parlay-data',
    }),
  );
  return proxy;
}

/** One window of the filtered picks, its rows unpacked from the columns the worker posts. */
export async function picksPageOf(window: PicksWindow): Promise<PicksPage> {
  const page = await dataWorker().picksPage(window);
  return { ...page, rows: unpackPicks(page.rows) };
}
