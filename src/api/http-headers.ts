// The HTTP header names page, data worker, service worker and server agree on, in one place.
// Lower case: Node hands the server its headers lower-cased, and `Headers` matches any case.

/** Who is calling: the device token two-factor sign-in issued (server/plugins/access.ts). */
export const DEVICE_TOKEN_HEADER = 'x-device-token';

/** A write applied once per account: the outbox replays each write under its own key. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Set by the server on an answer it gave back for a key it had already applied. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** The admin password every admin call carries; checked on the server only. */
export const ADMIN_PASSWORD_HEADER = 'x-admin-password';

/** Set by the service worker on an answer it served from its store (tests and benches read it). */
export const SERVED_FROM_HEADER = 'x-served-from';
/** The value of SERVED_FROM_HEADER on a stored answer. */
export const SERVED_FROM_STORE = 'sw-store';
/** When the served stored answer was stored (epoch ms). */
export const STORED_AT_HEADER = 'x-stored-at';

/** The device-token header for `token`, or none when signed out. */
export function deviceTokenHeaders(token: string | null | undefined): Record<string, string> {
  return token ? { [DEVICE_TOKEN_HEADER]: token } : {};
}
