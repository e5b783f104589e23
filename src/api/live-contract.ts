// The live-update stream (issue [O]): GET /api/stream sends server-sent events to a signed-in page
// when something it shows changed elsewhere. Shared by the server (which sends them) and the page
// (which refreshes what each names).
import { Type, type Static } from 'typebox';

export const LIVE_STREAM_URL = '/api/stream';
/** Media type of the stream; a request that does not accept it is answered 406. */
export const EVENT_STREAM_TYPE = 'text/event-stream';

/** The slate moved: an admin's pick, a date change, a refresh job's results, an import. */
export const SlateEvent = Type.Object({
  date: Type.String({ description: 'The slate date the change is on (YYYY-MM-DD)' }),
  reason: Type.Union([
    Type.Literal('pick'),
    Type.Literal('date'),
    Type.Literal('confidence'),
    Type.Literal('import'),
  ]),
});
export type SlateEvent = Static<typeof SlateEvent>;

/** The account's own list changed (on another device, or through the spec's whole-list calls). */
export const ListEvent = Type.Object({
  list: Type.Union([Type.Literal('my_picks'), Type.Literal('favorites')]),
});
export type ListEvent = Static<typeof ListEvent>;

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
