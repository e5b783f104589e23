// The data worker: network-shaped work off the main thread, exposed to the page through Comlink.
import { expose } from 'comlink';
import type { DataWorkerApi, SlateInfo } from '../src/api/worker-contract';
import { database } from '../src/db/schema';
import { readDevice } from '../src/db/meta';
import { slateDateAt } from '../src/domain/slate-date';
import { flushOutbox } from './outbox-sync';

async function authHeaders(): Promise<Record<string, string>> {
  const device = await readDevice(database()).catch(() => undefined);
  return device?.device_token ? { 'X-Device-Token': device.device_token } : {};
}

function notYet(): Promise<never> {
  return Promise.reject(new Error('not available in this build'));
}

const api: DataWorkerApi = {
  async slate(): Promise<SlateInfo> {
    try {
      const response = await fetch('/api/settings/date', {
        headers: await authHeaders(),
        credentials: 'include',
      });
      const reply = (await response.json()) as { date?: unknown };
      if (response.ok && typeof reply.date === 'string')
        return { date: reply.date, source: 'server' };
    } catch {
      // offline with nothing stored: the local clock still knows California's date
    }
    return { date: slateDateAt(Date.now()), source: 'local-clock' };
  },

  flushOutbox: () => flushOutbox(database()),

  // Filled in by the picks browser ([E]) and the optimizer ([G]) work; each module owns its part.
  warmPicks: notYet,
  picksPage: notYet,
  handicappersPage: notYet,
  handicapperPicks: notYet,
  subscribe: notYet,
  unsubscribe: notYet,
  track: notYet,
  flushTelemetry: notYet,
  optimizeOnDevice: notYet,
};

expose(api);

// Queued writes go out as soon as the worker starts and whenever the network comes back.
self.addEventListener('online', () => void flushOutbox(database()));
void flushOutbox(database()).catch(() => undefined);
