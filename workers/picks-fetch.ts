// One request of the warmup: a tier's page of qualified picks, with the device token and the
// stored page's ETag, read into a page, a 304, or a failure carrying the spec's message.
import { tokenOfHeaders } from '../src/db/account-guard';
import { MIN_CONFIDENCE, qualifiedPicks } from '../src/domain/confidence/confidence';
import { picksPageSize, type PickTier } from '../src/domain/offline/picks-cache-policy';
import { WARMUP_MESSAGES } from '../src/domain/offline/picks-warmup';
import {
  mapServerPick,
  type Pick as UiPick,
  type ServerPick,
} from '../src/domain/picks/server-pick';
import { httpErrorText } from '../src/domain/offline/error-texts';
import type { WorkerDeps } from './worker-deps';

/** How long one page may take; the first top page timing out falls back to the previous day. */
export const PICKS_REQUEST_TIMEOUT_MS = 8_000;

export interface PageRequest {
  date: string;
  tier: PickTier;
  cursor: number;
  /** The stored page's ETag, sent as If-None-Match. */
  etag: string | null;
}

export type PageFetchResult =
  | {
      kind: 'page';
      /** Picks the server sent (before the >= 50 rule, which the server applies too). */
      count: number;
      picks: UiPick[];
      nextCursor: number | null;
      totalQualified: number;
      version: string;
      etag: string | null;
      /** The device token the page was fetched with: it is stored only while that one is current. */
      token: string | null;
    }
  | { kind: 'not-modified' }
  | { kind: 'failed'; message: string; timedOut: boolean };

interface PicksPageBody {
  success?: boolean;
  picks?: ServerPick[];
  nextOffset?: number | null;
  totalQualified?: number;
  version?: string;
  etag?: string;
  message?: string;
}

export function picksPageUrl(request: Pick<PageRequest, 'date' | 'tier' | 'cursor'>): string {
  const query = new URLSearchParams({
    date: request.date,
    tier: request.tier,
    offset: String(request.cursor),
    limit: String(picksPageSize(request.cursor)),
    min_confidence: String(MIN_CONFIDENCE),
    sort: 'confidence',
  });
  return `/api/picks?${query.toString()}`;
}

export async function fetchPicksPage(
  deps: Pick<WorkerDeps, 'fetch' | 'timers' | 'authHeaders'>,
  request: PageRequest,
  timeoutMs = PICKS_REQUEST_TIMEOUT_MS,
): Promise<PageFetchResult> {
  const abort = new AbortController();
  let timedOut = false;
  const timer = deps.timers.setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, timeoutMs);
  try {
    const headers: Record<string, string> = { ...(await deps.authHeaders()) };
    if (request.etag) headers['If-None-Match'] = request.etag;
    const response = await deps.fetch(picksPageUrl(request), {
      headers,
      credentials: 'include',
      signal: abort.signal,
    });
    if (response.status === 304) return { kind: 'not-modified' };
    const body = (await response.json().catch(() => ({}))) as PicksPageBody;
    if (!response.ok || body.success === false) {
      const message = body.message || httpErrorText(response.status);
      return { kind: 'failed', message, timedOut: false };
    }
    const server = Array.isArray(body.picks) ? body.picks : [];
    return {
      kind: 'page',
      count: server.length,
      picks: qualifiedPicks(server.map(mapServerPick)),
      nextCursor: typeof body.nextOffset === 'number' ? body.nextOffset : null,
      totalQualified: typeof body.totalQualified === 'number' ? body.totalQualified : 0,
      version: typeof body.version === 'string' ? body.version : '',
      etag: response.headers.get('etag') ?? body.etag ?? null,
      token: tokenOfHeaders(headers),
    };
  } catch {
    return timedOut
      ? { kind: 'failed', message: WARMUP_MESSAGES.timeoutFallback, timedOut: true }
      : { kind: 'failed', message: WARMUP_MESSAGES.network, timedOut: false };
  } finally {
    deps.timers.clearTimeout(timer);
  }
}
