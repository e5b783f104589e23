// The BroadcastChannel the service worker announces changed stored responses on; pages and the
// data worker listen and refresh what they show. It lives here, not in sw/, because the worker
// and the service worker may share src/api but never import each other.
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
