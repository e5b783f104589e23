// The typed API client: JSON over /api with credentials and the device token; every reply carries its httpStatus.
import { NETWORK_ERROR_MESSAGE } from '../domain/offline/error-texts';
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

export function setDeviceTokenSource(source: DeviceTokenSource): void {
  deviceTokenSource = source;
}

async function deviceToken(): Promise<string | null> {
  try {
    return await deviceTokenSource();
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

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiReply<T>> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = await deviceToken();
  if (token) headers[DEVICE_TOKEN_HEADER] = token;

  let response: Response;
  try {
    response = await fetch(`${apiBase()}${path}`, {
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
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      if (httpStatus === 401 || httpStatus === 403) {
        authStatusListener?.(httpStatus, path, parsed as Record<string, unknown>);
      }
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
