// Who is signed in: the auth status machine, the profile (user, roles, credits), boot and sign-out.
import { proxy } from 'valtio';
import type { ProfileReply } from '../api/contract';
import { navigate } from 'wouter/use-browser-location';
import { liveQuery } from 'dexie';
import {
  apiGet,
  deviceTokenChanged,
  forgetAnswers,
  isFailure,
  onAuthStatus,
  setDeviceTokenSource,
} from '../api/client';
import { isAdminPasswordRefusal } from '../domain/admin/admin-password';
import { redirectForApiStatus } from '../domain/auth/auth-redirects';
import {
  applyCacheVersion,
  clearAccountData,
  readCachedProfile,
  readDevice,
  writeCachedProfile,
  writeDevice,
  type CachedProfile,
} from '../db/meta';
import { pendingWrites } from '../db/outbox';
import { sendRevocations } from '../db/revocations';
import { DATABASE_NAME, database } from '../db/schema';
import { beginSession, endSession, type EndSessionOptions } from '../db/session';
import { newDeviceIdentity, withVerifiedDevice } from '../domain/auth/device-identity';
import { TWO_FACTOR_DELAY_MS } from '../domain/auth/auth-status';
import { clientNow } from '../api/clock';

export type AuthStatus =
  'loading' | 'authenticated' | 'unauthenticated' | 'needsPhoneVerify' | 'needsEmailVerify';

export interface AuthState {
  status: AuthStatus;
  user: { id: number; email: string } | null;
  roles: string[];
  credits: number;
  /** True when the profile shown came from the local cache because the server was unreachable. */
  fromCache: boolean;
  /** The email typed at sign-in or sign-up (two-factor email channel, 'Check Your Email'). */
  pendingEmail: string | null;
  /** The account's phone, masked, as the sign-in reply gave it; null when it has none. */
  pendingPhone: string | null;
  /** The sign-in reply said the account has a passkey: two-factor offers it beside the code. */
  pendingHasPasskey: boolean;
  /** Unsent offline writes found when sign-out was asked for; the shell then asks what to do. */
  signOutBlockedBy: number | null;
}

/** The spec's auth load timeout: still loading after this long means unauthenticated. */
export const AUTH_LOAD_TIMEOUT_MS = 8000;

export const auth = proxy<AuthState>({
  status: 'loading',
  user: null,
  roles: [],
  credits: 0,
  fromCache: false,
  pendingEmail: null,
  pendingPhone: null,
  pendingHasPasskey: false,
  signOutBlockedBy: null,
});

function becomeAuthenticated(profile: CachedProfile, fromCache: boolean): void {
  auth.user = { ...profile.user };
  auth.roles = [...profile.roles];
  auth.credits = profile.credits;
  auth.fromCache = fromCache;
  auth.status = 'authenticated';
}

function becomeUnauthenticated(): void {
  auth.user = null;
  auth.roles = [];
  auth.credits = 0;
  auth.fromCache = false;
  auth.status = 'unauthenticated';
}

/**
 * True when this browser has never made the app's database, so it holds no device token: a first
 * visit is signed out at once, without waiting for IndexedDB to be created on the way to the
 * sign-in screen. Unknown (no `indexedDB.databases()`) counts as false: the database is read.
 */
async function noDatabaseYet(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return false;
  try {
    const names = (await indexedDB.databases()).map((info) => info.name);
    return !names.includes(DATABASE_NAME);
  } catch {
    return false;
  }
}

/** Resolves the auth status from the stored device token and the profile call. */
async function resolveSession(): Promise<void> {
  if (await noDatabaseYet()) {
    becomeUnauthenticated();
    // The database is still made (and marked with the cache version) on this first visit, beside
    // the sign-in screen instead of before it.
    void applyCacheVersion(database()).catch(() => undefined);
    return;
  }
  const db = database();
  await applyCacheVersion(db);
  const device = await readDevice(db);
  if (!device?.device_token) {
    becomeUnauthenticated();
    return;
  }
  if (!navigator.onLine) {
    // Known offline: open with the account last seen at once instead of waiting for the profile
    // call to fail (an installed app opened on a train).
    const cached = await readCachedProfile(db);
    if (cached) {
      becomeAuthenticated(cached, true);
      return;
    }
  }
  const reply = await apiGet<ProfileReply>('/auth/profile');
  if (!isFailure(reply)) {
    const profile: CachedProfile = { user: reply.user, roles: reply.roles, credits: reply.credits };
    await writeCachedProfile(db, profile);
    becomeAuthenticated(profile, false);
    return;
  }
  if (reply.httpStatus === 0) {
    // Offline-first: an installed app must open offline with the account it last saw.
    const cached = await readCachedProfile(db);
    if (cached) {
      becomeAuthenticated(cached, true);
      return;
    }
  }
  if (reply.httpStatus === 401 || reply.httpStatus === 403) {
    forgetAnswers();
    await clearAccountData(db);
  }
  becomeUnauthenticated();
}

/**
 * Wires the API client to this session: every call carries the device token stored in Dexie (the
 * client itself knows no storage), and 401/403 replies become the spec's redirects (401 → /signin,
 * the stored token is dead so it is forgotten; 403 → the server's upgrade address or /upgrade).
 * The access flow's own calls (/auth/...) answer their screens instead, e.g. a wrong password.
 * Called once by src/app/main.tsx before the session boot: an explicit start-up step, so no
 * caller depends on this module having been imported first.
 */
export function connectAuthToApiClient(): void {
  setDeviceTokenSource(async () => (await readDevice(database()))?.device_token ?? null);
  // a sign-in or sign-out in another tab changes the device row: the client's answer memory must
  // not answer for the account that was there before
  liveQuery(() => readDevice(database())).subscribe({
    next: (device) => deviceTokenChanged(device?.device_token ?? null),
    error: () => undefined,
  });
  onAuthStatus((status, path, reply) => {
    if (path.startsWith('/auth/') || isAdminPasswordRefusal(reply)) return;
    const upgradeUrl = typeof reply.upgrade_url === 'string' ? reply.upgrade_url : null;
    const target = redirectForApiStatus(status, upgradeUrl);
    if (target === null) return;
    if (status === 401) {
      if (auth.status !== 'authenticated') return;
      void forgetSession().then(() => navigate(target));
      return;
    }
    if (window.location.pathname !== target) navigate(target);
  });
}

let booting: Promise<void> | undefined;

/** Starts resolving the session once per page; later calls share the first run. */
export function bootAuth(): Promise<void> {
  booting ??= (async () => {
    const timer = setTimeout(() => {
      if (auth.status === 'loading') becomeUnauthenticated();
    }, AUTH_LOAD_TIMEOUT_MS);
    try {
      await resolveSession();
    } catch {
      // Storage or parsing failed: the spec's "an exception occurs" case.
      if (auth.status === 'loading') becomeUnauthenticated();
    } finally {
      clearTimeout(timer);
    }
    // A session opened from the cache is checked with the server once the network is back
    // (a 401 then signs the page out through onAuthStatus). Revokes queued by a sign-out made
    // offline go out then too, whoever is signed in (the data worker also sends them).
    window.addEventListener('online', () => {
      if (auth.status === 'authenticated' && auth.fromCache) void refreshProfile();
      sendQueuedRevocations();
    });
    sendQueuedRevocations();
  })();
  return booting;
}

/** Sends the revokes sign-outs queued (src/db/revocations.ts); failures wait for the next try. */
function sendQueuedRevocations(): void {
  void (async () => {
    // No database, no queued revokes: a first visit does not create one for this.
    if (await noDatabaseYet()) return;
    await sendRevocations(database(), (url, init) => fetch(url, init));
  })().catch(() => undefined);
}

/** Reloads the profile from the server (after a payment, a role change). */
export async function refreshProfile(): Promise<void> {
  const reply = await apiGet<ProfileReply>('/auth/profile');
  if (isFailure(reply)) return;
  const profile: CachedProfile = { user: reply.user, roles: reply.roles, credits: reply.credits };
  await writeCachedProfile(database(), profile);
  becomeAuthenticated(profile, false);
}

/** The signed-in account's writes made offline that the server has not received yet. */
export async function unsentWriteCount(): Promise<number> {
  const userId = auth.user?.id;
  return userId === undefined ? 0 : (await pendingWrites(database(), userId)).length;
}

/**
 * Sign-out as the buttons ask for it: with unsent writes in the outbox it does not sign out but
 * records how many there are, and the shell asks whether to wait for them or go anyway.
 */
export async function signOut(): Promise<void> {
  const unsent = await unsentWriteCount().catch(() => 0);
  if (unsent > 0) {
    auth.signOutBlockedBy = unsent;
    return;
  }
  await signOutNow();
}

/**
 * Signs out at once, online or not: the device token is forgotten and queued for revocation on
 * the server (sent now, or when the connection returns), the account's cache is cleared, and its
 * outbox entries are discarded ("Sign out now" warned that unsent changes would be).
 */
export async function signOutNow(): Promise<void> {
  auth.signOutBlockedBy = null;
  await forgetSession({ revoke: true, discardWritesOf: auth.user?.id ?? null });
  sendQueuedRevocations();
}

/**
 * Forgets the device token and everything cached for the account, here and in the SW caches. A
 * session the server ended (401) keeps the account's writes for its next sign-in.
 */
async function forgetSession(
  options: EndSessionOptions = { revoke: false, discardWritesOf: null },
): Promise<void> {
  const db = database();
  forgetAnswers();
  try {
    await endSession(db, options, clientNow());
    await clearRuntimeCaches();
  } finally {
    becomeUnauthenticated();
    auth.pendingEmail = null;
    auth.pendingPhone = null;
  }
}

export function cancelSignOut(): void {
  auth.signOutBlockedBy = null;
}

/** Drops the service worker's runtime caches (not the app's precache, which holds no account data). */
async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => !n.includes('precache')).map((n) => caches.delete(n)));
}

/** Password accepted: the two-factor screen follows about 100 ms later (spec). */
export function passwordAccepted(
  email: string,
  maskedPhone: string | null,
  hasPasskey = false,
): void {
  auth.pendingEmail = email;
  auth.pendingPhone = maskedPhone;
  auth.pendingHasPasskey = hasPasskey;
  setTimeout(() => {
    auth.status = 'needsPhoneVerify';
  }, TWO_FACTOR_DELAY_MS);
}

/** Sign-in refused because the email is unverified, or sign-up done: show 'Check Your Email'. */
export function needsEmailVerification(email: string): void {
  auth.pendingEmail = email;
  auth.status = 'needsEmailVerify';
}

/** 'Back to login' from a verification screen. */
export function backToLogin(): void {
  auth.pendingPhone = null;
  auth.status = 'unauthenticated';
}

/** This browser's device identity, made on first use (random UUID, user-agent fingerprint). */
export async function deviceIdentity(): Promise<{ device_id: string; ua_hash: string }> {
  const db = database();
  const existing = await readDevice(db);
  if (existing) return existing;
  const created = newDeviceIdentity(crypto.randomUUID(), navigator.userAgent);
  await writeDevice(db, created);
  return created;
}

/** Two-factor success: keep the token, record the interactive-auth time, load the profile. */
export async function completeTwoFactor(deviceToken: string): Promise<void> {
  const db = database();
  // A first visit marks its new database in the background (noDatabaseYet): make sure it is marked
  // before the account's data goes in, so the next start does not take it for an older cache.
  await applyCacheVersion(db);
  const identity = await deviceIdentity();
  const stored = (await readDevice(db)) ?? {
    ...identity,
    device_token: null,
    last_interactive_auth: null,
  };
  // A different account may have used this browser before: nothing of theirs may show.
  await beginSession(db, withVerifiedDevice(stored, deviceToken, clientNow()));
  auth.pendingPhone = null;
  await refreshProfile();
}
