// Offline rules by resource, in one table: which API GET answers the service worker stores (and
// serves stale-while-revalidate, online or not), which resources take writes queued in the outbox
// while offline, and whether a queued write the server refused is shown to the bettor. The service
// worker, the data worker and the page look a URL up here instead of testing URL patterns.

/** API resources by their path under /api (a rule covers the path and every path below it). */
interface ResourceRule {
  /** The service worker keeps GET answers (default true). */
  stored?: false;
  /**
   * Writes to it wait in the outbox while offline. A refused one is shown under this subject
   * ('Your My Picks list could not be saved: …'), or dropped without a word when null.
   */
  queuedWrites?: { refusedSubject: string | null };
}

const RESOURCES: Record<string, ResourceRule> = {
  // Personal or one-shot answers: never stored.
  auth: { stored: false },
  payments: { stored: false },
  checkout: { stored: false },
  admin: { stored: false },
  docs: { stored: false },
  health: { stored: false },
  test: { stored: false },
  // A bot-check challenge is single use; the public config decides how checkout runs.
  'bot-check': { stored: false },
  config: { stored: false },
  // The open pages' live check of the slate (workers/slate-watch.ts): a stored answer would hide
  // the very change it asks about.
  'picks/summary': { stored: false },
  // The optimizer's split and the stored pick list answer the list just posted: never stale.
  optimize_split: { stored: false },
  user_picks: { stored: false, queuedWrites: { refusedSubject: 'Your My Picks list' } },
  load_user_picks: { queuedWrites: { refusedSubject: 'Your My Picks list' } },
  // The holders' confidence notice is personal and asked with a new `since` each time, so a
  // stored answer would never be asked for again; offline, its own account-tagged Dexie copy
  // answers (src/features/parlay/confidence-notice-source.ts).
  'user/picks': { stored: false },
  // The favourites' ids are read only by the online sign-in sync, which adopts them over Dexie: a
  // stored answer from before the last star would wipe it (offline, Dexie shows them).
  favorites: {
    stored: false,
    queuedWrites: { refusedSubject: 'Your favourite handicappers' },
  },
  // Security (devices, events, passkeys) and the account's data: a device just signed out must
  // not reappear; offline, the settings cache (src/db) shows the last ones. Profile and referrals
  // likewise: right after an email, phone or code change the tab must show the new value.
  'settings/security': { stored: false },
  'settings/data': { stored: false },
  'settings/profile': { stored: false },
  'settings/referrals': { stored: false },
  'settings/preferences': { queuedWrites: { refusedSubject: 'Your staking preferences' } },
  // The live-update stream is never handled at all: it goes to the network as the page sent it.
  stream: { stored: false },
  // Telemetry batches the bettor never made by hand: a refused one is dropped silently.
  telemetry: { queuedWrites: { refusedSubject: null } },
};

const API_PREFIX = '/api/';

/** A URL's path under /api ('picks', 'favorites/ops'), or null outside /api. Query left out. */
export function apiResourcePath(url: string | URL): string | null {
  const path = new URL(url, 'http://app.invalid').pathname;
  return path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : null;
}

/** The most specific rule covering an /api path: 'picks/summary' before 'picks'. */
function ruleOf(resource: string): ResourceRule | undefined {
  let path = resource;
  for (;;) {
    const rule = RESOURCES[path];
    if (rule) return rule;
    const cut = path.lastIndexOf('/');
    if (cut < 0) return undefined;
    path = path.slice(0, cut);
  }
}

/** Whether the service worker stores (and serves stale-while-revalidate) this API GET. */
export function isStoredResource(url: string | URL): boolean {
  const resource = apiResourcePath(url);
  return resource !== null && ruleOf(resource)?.stored !== false;
}

/** Whether `url` names the resource `resource` itself ('picks' for '/api/picks?date=…'). */
export function isApiResource(url: string | URL, resource: string): boolean {
  return apiResourcePath(url) === resource;
}

/** A queued write refused by the server, in the bettor's words; null when it is not shown. */
export function refusedWriteSubject(url: string): string | null {
  const resource = apiResourcePath(url);
  const rule = resource === null ? undefined : ruleOf(resource);
  if (rule?.queuedWrites) return rule.queuedWrites.refusedSubject;
  return 'A change you made offline';
}
