// The BroadcastChannel names and messages the runtimes share: the service worker announces a
// changed stored answer, the data worker announces the answers a sent write made stale; pages
// (src/api/client.ts, for its answer memory and useApiGet) and the data worker refresh what they
// show. It lives in src/api, not sw/, because the worker and the service worker may share src/api
// but never import each other.

/** The channel the service worker announces changed stored responses on. */
export const DATA_CHANNEL = 'parlay-data';

export interface DataChangedMessage {
  type: 'data-changed';
  /** Path and query of the stored response that changed, e.g. "/api/picks?date=…&tier=top…". */
  url: string;
}

/** The server took a write to a resource: every answer of that resource held anywhere is stale. */
export interface AnswersDroppedMessage {
  type: 'answers-dropped';
  /** The write's URL; its path names the resource, e.g. "/api/settings/preferences". */
  url: string;
}

export type DataChannelMessage = DataChangedMessage | AnswersDroppedMessage;

export function isDataChannelMessage(data: unknown): data is DataChannelMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    ((data as { type?: unknown }).type === 'data-changed' ||
      (data as { type?: unknown }).type === 'answers-dropped') &&
    typeof (data as { url?: unknown }).url === 'string'
  );
}

export function isDataChangedMessage(data: unknown): data is DataChangedMessage {
  return isDataChannelMessage(data) && data.type === 'data-changed';
}

/** Tells every page and worker of this origin; a runtime without BroadcastChannel tells nobody. */
export function announce(message: DataChannelMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(DATA_CHANNEL);
  channel.postMessage(message);
  channel.close();
}
