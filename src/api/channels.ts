// The BroadcastChannel names and messages the runtimes share: the service worker announces a
// changed stored answer; pages (src/state/use-api-get.ts) and the data worker refresh what they show.

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
