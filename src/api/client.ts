// The typed API client: JSON over /api with credentials and the device token; every reply carries
// its httpStatus. GETs the service worker stores are also remembered by the page (answer-memory.ts).
import { NETWORK_ERROR_MESSAGE } from '../domain/offline/error-texts';
import { AnswerMemory } from './answer-memory';
import { API_TIMING_MEASURE, API_TIMING_SWITCH } from './api-timing';
import { isStoredResource } from './cache-rules';
import { DATA_CHANNEL, isDataChannelMessage } from './channels';
import { CoalescedRuns } from './coalesced-runs';
import { DEVICE_TOKEN_HEADER, deviceTokenHeaders } from './http-headers';

/** A failed call, as the server words it (or as we word a failure that never reached it). */
export interface ApiFailure {
  success: false;
  message: string;
}

/** What every call resolves to: the server's reply (or a failure) plus the HTTP status, 0 when offline. */
export type ApiReply<T> = (T | ApiFailure) & { httpStatus: number };

const DEFAULT_BASE = '/api';

/**
 * The base path: a configured absolute API address only when it is same-origin, otherwise /api
 * (so cookies, the CSP and the service worker's cache all see one origin).
 */
export function apiBase(
  configured: string | undefined = import.meta.env.VITE_API_URL as string | undefined,
): string {
  if (!configured) return DEFAULT_BASE;
  try {
    const url = new URL(configured, window.location.origin);
    return url.origin === window.location.origin
      ? url.pathname.replace(/\/+$/, '') || DEFAULT_BASE
      : DEFAULT_BASE;
  } catch {
    return DEFAULT_BASE;
  }
}

/**
 * Where the stored device token comes from; the page wires it to Dexie at start-up
 * (connectAuthToApiClient in src/state/auth.ts, called by src/app/main.tsx).
 */
export type DeviceTokenSource = () => Promise<string | null>;

let deviceTokenSource: DeviceTokenSource = () => Promise.resolve(null);

/** The page's memory of stored answers, revalidated through the service worker on each hit. */
const memory = new AnswerMemory();

export function setDeviceTokenSource(source: DeviceTokenSource): void {
  deviceTokenSource = source;
}

/** The account's token as last seen: the answer memory's account, known without a read. */
let lastToken: string | null | undefined;

/**
 * The stored token is now `token` (a sign-in or sign-out here or in another tab; the page follows
 * the device row: connectAuthToApiClient). Another account's remembered answers are forgotten.
 */
export function deviceTokenChanged(token: string | null): void {
  if (lastToken !== undefined && token !== lastToken) memory.forgetAll();
  lastToken = token;
}

async function deviceToken(): Promise<string | null> {
  try {
    const token = await deviceTokenSource();
    deviceTokenChanged(token);
    return token;
  } catch {
    // IndexedDB unavailable (private mode, blocked storage): call without a token.
    return null;
  }
}

/** The headers that say who is calling (the device token), for calls made outside apiGet/apiPost. */
export async function authHeaders(): Promise<Record<string, string>> {
  const token = await deviceToken();
  return deviceTokenHeaders(token);
}

/**
 * Hears every 401 and 403 (the page turns them into the spec's redirects: connectAuthToApiClient
 * in src/state/auth.ts).
 */
export type AuthStatusListener = (
  status: 401 | 403,
  path: string,
  reply: Record<string, unknown>,
) => void;

let authStatusListener: AuthStatusListener | null = null;

export function onAuthStatus(listener: AuthStatusListener | null): void {
  authStatusListener = listener;
}

/** Per-call extras: headers a route asks for (e.g. X-Admin-Password) and an abort signal (timeouts). */
export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const revalidations = new CoalescedRuns();

let timingOn: boolean | null = null;

function timeGet(path: string, start: number, source: 'memory' | 'store' | 'network'): void {
  timingOn ??=
    typeof localStorage !== 'undefined' && localStorage.getItem(API_TIMING_SWITCH) === '1';
  if (timingOn) performance.measure(API_TIMING_MEASURE, { start, detail: { path, source } });
}

let listeningToStore = false;
const changeListeners = new Set<(url: string) => void>();

/** Follows the service worker's announcements, so the memory never holds what the store dropped. */
function listenToStore(): void {
  if (listeningToStore || typeof BroadcastChannel === 'undefined') return;
  listeningToStore = true;
  const channel = new BroadcastChannel(DATA_CHANNEL);
  (channel as { unref?: () => void }).unref?.();
  channel.onmessage = (event: MessageEvent) => {
    if (!isDataChannelMessage(event.data)) return;
    if (event.data.type === 'answers-dropped') {
      memory.forgetResource(event.data.url);
      return;
    }
    // forgotten first, so a listener asking again gets the new answer, not this memory's
    memory.forgetUrl(event.data.url);
    for (const listener of changeListeners) listener(event.data.url);
  };
}

/**
 * Calls `listener` with the URL ('/api/…?…') of each stored answer the service worker replaced
 * with a newer one, after this page's memory forgot the old one. Returns the unsubscribe.
 */
export function onStoredAnswerChanged(listener: (url: string) => void): () => void {
  listenToStore();
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Sign-out or another account: nothing this page remembers may be shown again. */
export function forgetAnswers(): void {
  memory.forgetAll();
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiReply<T>> {
  const start = performance.now();
  const url = `${apiBase()}${path}`;
  const remembered = method === 'GET' && isStoredResource(url);
  // listening before the first stored GET goes out, so no announcement during it is missed
  if (remembered) listenToStore();
  if (remembered && lastToken !== undefined) {
    // the account of the last call, known without reading the token: an answer at once
    const held = memory.get(AnswerMemory.keyOf(lastToken, url));
    if (held !== undefined) {
      // stale-while-revalidate, as the service worker does: the held answer now, a fresh one later
      void revalidations.run(url, async () =>
        send('GET', path, undefined, {}, await deviceToken()),
      );
      const reply = { ...(JSON.parse(held) as T), httpStatus: 200 };
      timeGet(path, start, 'memory');
      return reply;
    }
  }
  const token = await deviceToken();
  const reply = await send<T>(method, path, body, options, token);
  if (remembered) timeGet(path, start, reply.httpStatus === 0 ? 'network' : 'store');
  return reply;
}

async function send<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
  token: string | null,
): Promise<ApiReply<T>> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers[DEVICE_TOKEN_HEADER] = token;
  const url = `${apiBase()}${path}`;
  const remembered = method === 'GET' && isStoredResource(url);
  const key = AnswerMemory.keyOf(token, url);
  const mark = memory.mark();

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch {
    return { success: false, message: NETWORK_ERROR_MESSAGE, httpStatus: 0 };
  }

  const httpStatus = response.status;
  // read your own writes: this page's answers of the written resource are stale now
  if (method !== 'GET') memory.forgetResource(url);
  else if (remembered && httpStatus !== 200) memory.forgetKey(key);
  try {
    const text = await response.text();
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      if (httpStatus === 401 || httpStatus === 403) {
        authStatusListener?.(httpStatus, path, parsed as Record<string, unknown>);
      }
      if (remembered && httpStatus === 200) memory.keep(key, text, mark);
      return { ...(parsed as T | ApiFailure), httpStatus };
    }
  } catch {
    // Not JSON (a proxy's HTML error page, an empty 204): fall through to a plain reply.
  }
  return response.ok
    ? ({ success: true, httpStatus } as unknown as ApiReply<T>)
    : { success: false, message: `Request failed (${httpStatus})`, httpStatus };
}

export function apiGet<T>(path: string, options?: RequestOptions): Promise<ApiReply<T>> {
  return request<T>('GET', path, undefined, options);
}

export function apiPost<T>(
  path: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<ApiReply<T>> {
  return request<T>('POST', path, body ?? {}, options);
}

/** Narrows a reply to the failure branch. */
export function isFailure<T>(reply: ApiReply<T>): reply is ApiFailure & { httpStatus: number } {
  return (reply as { success?: unknown }).success === false;
}
