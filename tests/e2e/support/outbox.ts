// Writes put in the app's outbox the way the app queues them offline (docs/testing.md), for specs
// that test what the outbox does with them.
import type { Page } from '@playwright/test';

/** Queues a POST the way the app does: an outbox entry under its idempotency key. */
export function queueWrite(
  page: Page,
  write: { userId: number; idempotencyKey: string; url: string; body: unknown },
): Promise<void> {
  return page.evaluate(
    ({ userId, idempotencyKey, url, body }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('parlay-engine');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('outbox', 'readwrite');
          tx.objectStore('outbox').add({
            userId,
            idempotencyKey,
            method: 'POST',
            url,
            body: JSON.stringify(body),
            createdAt: Date.now(),
            attempts: 0,
            lastError: null,
            rejectedAt: null,
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    write,
  );
}
