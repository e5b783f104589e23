// The typed API of the data worker, called from the page through Comlink.

export interface SlateInfo {
  /** YYYY-MM-DD slate date. */
  date: string;
  /** Where the date came from: the server (possibly via the service worker's store) or the local clock. */
  source: 'server' | 'local-clock';
}

export interface OutboxFlushSummary {
  sent: number;
  rejected: number;
  /** Writes still waiting for the network (or for their account to sign in again). */
  waiting: number;
}

export interface DataWorkerApi {
  /** The current slate date: the server's setting, else today's date in California. */
  slate(): Promise<SlateInfo>;
  /** Sends the signed-in account's queued offline writes, in order, each applied once. */
  flushOutbox(): Promise<OutboxFlushSummary>;
}
