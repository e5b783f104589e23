// The page's handle on the data worker: one shared Comlink proxy with the worker's typed API.
import { wrap, type Remote } from 'comlink';
import type { DataWorkerApi } from './worker-contract';

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
