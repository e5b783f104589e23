// Who is signed in: the auth status machine, the profile (user, roles, credits), boot and sign-out.
import { proxy } from 'valtio';
import type { ProfileReply } from '../api/contract';
import { apiGet, apiPost, isFailure, setDeviceTokenSource } from '../api/client';
import {
  applyCacheVersion,
  clearAccountData,
  readCachedProfile,
  readDevice,
  writeCachedProfile,
  writeDevice,
  type CachedProfile,
} from '../db/meta';
import { database } from '../db/schema';

export type AuthStatus =
  'loading' | 'authenticated' | 'unauthenticated' | 'needsPhoneVerify' | 'needsEmailVerify';

export interface AuthState {
  status: AuthStatus;
  user: { id: number; email: string } | null;
  roles: string[];
  credits: number;
  /** True when the profile shown came from the local cache because the server was unreachable. */
  fromCache: boolean;
}

/** The spec's auth load timeout: still loading after this long means unauthenticated. */
export const AUTH_LOAD_TIMEOUT_MS = 8000;

// Every API call carries the device token stored in Dexie (the client itself knows no storage).
setDeviceTokenSource(async () => (await readDevice(database()))?.device_token ?? null);

export const auth = proxy<AuthState>({
  status: 'loading',
  user: null,
  roles: [],
  credits: 0,
  fromCache: false,
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

/** Resolves the auth status from the stored device token and the profile call. */
async function resolveSession(): Promise<void> {
  const db = database();
  await applyCacheVersion(db);
  const device = await readDevice(db);
  if (!device?.device_token) {
    becomeUnauthenticated();
    return;
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
  if (reply.httpStatus === 401 || reply.httpStatus === 403) await clearAccountData(db);
  becomeUnauthenticated();
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
  })();
  return booting;
}

/** Reloads the profile from the server (after a payment, a role change). */
export async function refreshProfile(): Promise<void> {
  const reply = await apiGet<ProfileReply>('/auth/profile');
  if (isFailure(reply)) return;
  const profile: CachedProfile = { user: reply.user, roles: reply.roles, credits: reply.credits };
  await writeCachedProfile(database(), profile);
  becomeAuthenticated(profile, false);
}

/** Signs out: tells the server (failure ignored), forgets the device token and the account's cache. */
export async function signOut(): Promise<void> {
  await apiPost('/auth/sign-out').catch(() => undefined);
  const db = database();
  try {
    const device = await readDevice(db);
    if (device) await writeDevice(db, { ...device, device_token: null });
    await clearAccountData(db);
  } finally {
    becomeUnauthenticated();
  }
}
