// Stale-while-revalidate for API GETs over the Dexie `responses` table: answer from the store at
// once, revalidate with If-None-Match, store the new body and tell the pages what changed. Each
// stored answer belongs to the account (device token) it was fetched for: another account's is
// never served, and an answer that arrives after its account signed out is never stored.
import { isStoredResource } from '../src/api/cache-rules';
import { CoalescedRuns } from '../src/api/coalesced-runs';
import { announce } from '../src/api/channels';
import { SERVED_FROM_HEADER, SERVED_FROM_STORE, STORED_AT_HEADER } from '../src/api/http-headers';
import { clientNow } from '../src/api/clock';
import { accountTag, tokenOfHeaders, writeForAccount } from '../src/db/account-guard';
import type { ParlayDatabase, StoredResponse } from '../src/db/schema';
import { shiftSlateDate, slateDateAt } from '../src/domain/time/slate-date';
/** Stored responses older than this many slate days are dropped when a new worker activates. */
export const KEEP_SLATE_DAYS = 7;

/** GETs of the resources src/api/cache-rules.ts marks stored; its table says why each is not. */
export function isStorableApiRequest(url: URL, request: Request): boolean {
  return request.method === 'GET' && isStoredResource(url);
}

/** The account a request is made for: its X-Device-Token, and that token's tag. */
interface RequestAccount {
  token: string | null;
  tag: string;
}

/** The last token's tag: one SHA-256 per sign-in, not one per request. */
let knownTag: { token: string | null; tag: Promise<string> } | null = null;

function tagOf(token: string | null): Promise<string> {
  if (knownTag?.token !== token) knownTag = { token, tag: accountTag(token) };
  return knownTag.tag;
}

/** Background revalidations by stored key, a burst of hits folded into two (issue [N] item 6). */
const revalidations = new CoalescedRuns();

/** A 304 refreshes the stored answer's time at most this often (a write blocks the store's reads). */
const STORED_AT_REFRESH_MS = 10_000;

/** `waitUntil` is the fetch event's: the revalidation outlives the answer. */
export async function staleWhileRevalidate(
  db: ParlayDatabase,
  request: Request,
  waitUntil: (work: Promise<unknown>) => void,
): Promise<Response> {
  const url = new URL(request.url);
  const key = url.pathname + url.search;
  const token = tokenOfHeaders(request.headers);
  const account: RequestAccount = { token, tag: await tagOf(token) };
  const found = await db.responses.get(key).catch(() => undefined);
  // another account's answer (or one stored before answers were tagged) is not this caller's
  const stored = found?.account === account.tag ? found : undefined;
  if (!stored) return revalidate(db, request, key, stored, account);
  waitUntil(
    revalidations.run(`${account.tag}|${key}`, async () => {
      // the newest stored answer (and its ETag) when this revalidation really starts
      const latest = await db.responses.get(key).catch(() => undefined);
      return revalidate(
        db,
        request,
        key,
        latest?.account === account.tag ? latest : undefined,
        account,
      );
    }),
  );
  // the caller already holds this body (the data worker's page cache): a 304 saves the copy
  const held = request.headers.get('if-none-match');
  if (held && stored.etag && held === stored.etag) return notModified(stored);
  return responseFrom(stored);
}

async function revalidate(
  db: ParlayDatabase,
  request: Request,
  key: string,
  stored: StoredResponse | undefined,
  account: RequestAccount,
): Promise<Response> {
  const headers = new Headers(request.headers);
  if (stored?.etag) headers.set('if-none-match', stored.etag);
  const response = await fetch(request.url, { headers, credentials: 'include', cache: 'no-store' });
  if (response.status === 304 && stored) {
    const now = clientNow();
    if (now - stored.storedAt >= STORED_AT_REFRESH_MS)
      await db.responses.update(key, { storedAt: now });
    return responseFrom(stored);
  }
  // only a same-origin (basic, never opaque) 200 JSON answer is kept: no error, no redirect
  const storable =
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    (response.headers.get('content-type') ?? '').includes('application/json');
  if (storable) {
    const body = await response.clone().text();
    const now = clientNow();
    const row: StoredResponse = {
      url: key,
      status: 200,
      contentType: response.headers.get('content-type') ?? 'application/json',
      body,
      etag: response.headers.get('etag'),
      storedAt: now,
      slateDate: slateDateAt(now),
      account: account.tag,
    };
    // signed out (or another account signed in) while this was on the way: not stored
    const written = await writeForAccount(db, account.token, [db.responses], () =>
      db.responses.put(row),
    );
    if (written && stored && stored.body !== body) announce({ type: 'data-changed', url: key });
  }
  return response;
}

function responseFrom(stored: StoredResponse): Response {
  return new Response(stored.body, {
    status: stored.status,
    headers: {
      'content-type': stored.contentType,
      [SERVED_FROM_HEADER]: SERVED_FROM_STORE,
      [STORED_AT_HEADER]: String(stored.storedAt),
    },
  });
}

function notModified(stored: StoredResponse): Response {
  return new Response(null, {
    status: 304,
    headers: { etag: stored.etag ?? '', [SERVED_FROM_HEADER]: SERVED_FROM_STORE },
  });
}

export async function purgeOldSlates(db: ParlayDatabase, nowMs: number): Promise<void> {
  const oldest = shiftSlateDate(slateDateAt(nowMs), -KEEP_SLATE_DAYS);
  await db.responses.where('slateDate').below(oldest).delete();
}
