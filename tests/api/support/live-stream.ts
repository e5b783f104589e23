// Reads GET /api/stream as a page does (the `eventsource` package, the device token as a header)
// from a server listening on loopback, collecting every event for the test to wait on.
import { EventSource } from 'eventsource';

export interface ReceivedEvent {
  type: string;
  id: string;
  data: unknown;
}

export interface StreamReader {
  events: ReceivedEvent[];
  /** Resolves with the first event `match` accepts (already received or to come), or rejects. */
  next(match: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  opened: Promise<void>;
  close(): void;
}

export function readStream(
  baseUrl: string,
  token: string,
  options: { lastEventId?: number } = {},
): StreamReader {
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  const source = new EventSource(`${baseUrl}/api/stream`, {
    fetch: (url, init) =>
      fetch(url, {
        ...init,
        headers: {
          ...init.headers,
          'X-Device-Token': token,
          ...(options.lastEventId !== undefined
            ? { 'Last-Event-ID': String(options.lastEventId) }
            : {}),
        },
      }),
  });
  for (const type of ['slate', 'list', 'reset']) {
    source.addEventListener(type, (event) => {
      events.push({ type, id: event.lastEventId, data: JSON.parse(event.data) as unknown });
      for (const wake of waiters) wake();
    });
  }
  const opened = new Promise<void>((resolve, reject) => {
    source.addEventListener('open', () => resolve());
    source.addEventListener('error', (error) => reject(new Error(`stream: ${error.message}`)));
  });
  return {
    events,
    opened,
    close: () => source.close(),
    next(match, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
  };
}
