// One Account Settings answer as React state, under the settings cache rule (version v1): a
// cached answer younger than its max age shows at once with no request; otherwise the server is
// asked, and when the network is down the last loaded answer shows with `offline` set.
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { apiGet, isFailure } from '../../api/client';
import { planSettingsLoad, readSettingsCache, writeSettingsCache } from '../../db/settings-cache';
import { database } from '../../db/schema';
import { settingsLoadErrorText } from '../../domain/account/settings-texts';
import { auth } from '../../state/auth';
import { clientNow } from '../../api/clock';

export interface SettingsResource<T> {
  /** The answer to show: fresh from the server, from the cache, or (offline) the last loaded. */
  data: T | null;
  /** The 'Error loading settings' panel's text (server message or 'Network error occurred: …'). */
  error: string | null;
  /** True until the first answer (cached or fetched) or failure is known. */
  loading: boolean;
  /** Asks the server again, whatever the cache holds (the panel's Retry, after a write). */
  reload(): void;
  /** The device is offline: `data` is the last loaded answer (or null if there never was one). */
  offline: boolean;
  /** Shows `next` at once and caches it as fresh (a write the server or the outbox took). */
  replace(next: T): void;
}

interface Loaded<T> {
  data: T | null;
  error: string | null;
  offline: boolean;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Loads `path` (under /api, e.g. '/settings/referrals/stats') when the calling tab first mounts.
 * `cacheKey` names the cached copy (one per answer, e.g. 'referrals'); `maxAgeMs` is the spec's
 * cache time, e.g. `SETTINGS_CACHE_POLICIES.referrals.maxAgeMs` (src/domain/offline/cache-freshness.ts).
 * Render `<SettingsResourceGate resource={...}>` (settings-resource-gate.tsx) for the loading,
 * error (with Retry) and offline states, or read the fields yourself:
 *
 *   const stats = useSettingsResource<ReferralStatsReply>(
 *     '/settings/referrals/stats', 'referrals', SETTINGS_CACHE_POLICIES.referrals.maxAgeMs);
 *   return <SettingsResourceGate resource={stats}>{(reply) => <Stats stats={reply.stats} />}</SettingsResourceGate>;
 *
 * The whole reply object is what `data` holds (success flag included). After a write call
 * `replace(newReply)` (or `reload()`) so the tab and its cache agree with what was saved.
 */
export function useSettingsResource<T>(
  path: string,
  cacheKey: string,
  maxAgeMs: number,
): SettingsResource<T> {
  const userId = useSnapshot(auth).user?.id ?? null;
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [request, setRequest] = useState({ generation: 0, forced: false });
  const [offline, setOffline] = useState(isOffline);
  const lastTryOffline = loaded?.offline ?? false;

  const reload = useCallback(
    () => setRequest((r) => ({ generation: r.generation + 1, forced: true })),
    [],
  );

  useEffect(() => {
    let live = true;
    void loadSettings<T>(path, cacheKey, maxAgeMs, request.forced).then((result) => {
      if (live) setLoaded(result);
    });
    return () => {
      live = false;
    };
  }, [path, cacheKey, maxAgeMs, request, userId]);

  // The offline note follows the connection; coming back online asks again if the last try failed.
  useEffect(() => {
    const update = () => setOffline(isOffline());
    const back = () => {
      update();
      if (lastTryOffline) reload();
    };
    window.addEventListener('offline', update);
    window.addEventListener('online', back);
    return () => {
      window.removeEventListener('offline', update);
      window.removeEventListener('online', back);
    };
  }, [reload, lastTryOffline]);

  const replace = useCallback(
    (next: T) => {
      setLoaded({ data: next, error: null, offline: isOffline() });
      void writeSettingsCache(database(), cacheKey, next, clientNow()).catch(() => false);
    },
    [cacheKey],
  );

  return {
    data: loaded?.data ?? null,
    error: loaded?.error ?? null,
    loading: loaded === null,
    reload,
    offline: offline || (loaded?.offline ?? false),
    replace,
  };
}

async function loadSettings<T>(
  path: string,
  cacheKey: string,
  maxAgeMs: number,
  forced: boolean,
): Promise<Loaded<T>> {
  const db = database();
  const cached = await readSettingsCache<T>(db, cacheKey).catch(() => null);
  const plan = planSettingsLoad(cached, maxAgeMs, clientNow(), forced);
  if (plan.kind === 'use-cache') return { data: plan.entry.data, error: null, offline: false };

  const reply = await apiGet<T>(path);
  if (reply.httpStatus === 0) {
    const fallback = plan.fallback?.data ?? null;
    return {
      data: fallback,
      error: fallback === null ? settingsLoadErrorText({ networkError: networkProblem() }) : null,
      offline: isOffline(),
    };
  }
  if (isFailure(reply))
    return {
      data: null,
      error: settingsLoadErrorText({ serverMessage: reply.message }),
      offline: false,
    };
  const { httpStatus: _status, ...data } = reply;
  // Offline, the service worker answered from its own store: show it, but it is not fresh.
  if (isOffline()) return { data: (plan.fallback?.data ?? data) as T, error: null, offline: true };
  await writeSettingsCache(db, cacheKey, data, clientNow()).catch(() => false);
  return { data: data as T, error: null, offline: false };
}

function networkProblem(): string {
  return isOffline()
    ? 'you are offline and these settings were never loaded on this device.'
    : 'the server could not be reached.';
}
