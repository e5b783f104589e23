// The live-update stream (issue [O]): GET /api/stream sends server-sent events to a signed-in page
// when something it shows changed elsewhere. Shared by the server (which sends them) and the page
// (which refreshes what each names).
// Plain types, no TypeBox: the page's shell imports this, and a schema here would pull TypeBox's
// runtime into the first route (it split the first route into 31 chunks, +7 KB on the wire).

export const LIVE_STREAM_URL = '/api/stream';
/** Media type of the stream; a request that does not accept it is answered 406. */
export const EVENT_STREAM_TYPE = 'text/event-stream';

/** The slate moved: an admin's pick, a date change, a refresh job's results. */
export interface SlateEvent {
  /** The slate date in force (YYYY-MM-DD). */
  date: string;
  reason: 'pick' | 'date' | 'confidence';
}

/** The account's own list changed (on another device, or through the spec's whole-list calls). */
export interface ListEvent {
  list: 'my_picks' | 'favorites';
}

/** The events by SSE `event:` name. `reset`: the resume point is gone, refresh everything. */
export interface LiveEvents {
  slate: SlateEvent;
  list: ListEvent;
  reset: Record<string, never>;
}
export type LiveEventKind = keyof LiveEvents;

/** How long a page waits before reconnecting (the SSE `retry:` field). */
export const LIVE_RETRY_MS = 3000;
/** A comment line this often keeps proxies and the page's reader from timing out an idle stream. */
export const LIVE_HEARTBEAT_MS = 25_000;
