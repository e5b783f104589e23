// Research texts come from POST calls, which the service worker does not store: once read, the
// answer is kept in Dexie's `responses` table under a synthetic key, so the pick reads the same
// offline. Sign-out clears that table with the rest of the account's data.
import { database } from '../../db/schema';
import { slateDateAt } from '../../domain/time/slate-date';
import { clientNow } from '../../api/clock';

export { researchKey } from './detail-requests';

export async function readStoredResearch(key: string): Promise<string | null> {
  try {
    const stored = await database().responses.get(key);
    if (!stored) return null;
    const parsed = JSON.parse(stored.body) as { content?: unknown };
    return typeof parsed.content === 'string' ? parsed.content : null;
  } catch {
    return null;
  }
}

export async function storeResearch(key: string, content: string): Promise<void> {
  const now = clientNow();
  try {
    await database().responses.put({
      url: key,
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, content }),
      etag: null,
      storedAt: now,
      slateDate: slateDateAt(now),
    });
  } catch {
    // Storage full or blocked: the text still shows now, it just will not be there offline.
  }
}
