// The BroadcastChannel names and messages the runtimes share: the service worker announces a
// changed stored answer; pages (src/state/hooks/use-api-get.ts) and the data worker refresh what
// they show. It lives in src/api, not sw/, because the worker and the service worker may share
// src/api but never import each other.

/** The channel the service worker announces changed stored responses on. */
export const DATA_CHANNEL = 'parlay-data';

export interface DataChangedMessage {
  type: 'data-changed';
  /** Path and query of the stored response that changed, e.g. "/api/picks?date=…&tier=top…". */
  url: string;
}

export function isDataChangedMessage(data: unknown): data is DataChangedMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'data-changed' &&
    typeof (data as { url?: unknown }).url === 'string'
  );
}
