// Which API answers the service worker may store: the favourites' ids never (the sign-in sync
// adopts them over the device's own list, so a stored answer from before the last star would
// wipe the sidebar after a reload); slate reads and the handicapper records are stored.
import { describe, expect, it } from 'vitest';
import { isStorableApiRequest } from '../../../sw/api-store';

const storable = (path: string, method = 'GET') => {
  const url = new URL(`http://app.test${path}`);
  return isStorableApiRequest(url, new Request(url, { method }));
};

describe('the service worker store', () => {
  it('never stores the favourites, which the sync adopts as the truth', () => {
    expect(storable('/api/favorites')).toBe(false);
    expect(storable('/api/favorites?x=1')).toBe(false);
  });

  it("never stores the picks summary, the open pages' live check of the slate", () => {
    expect(storable('/api/picks/summary')).toBe(false);
    expect(storable('/api/picks/summary?date=2026-11-23')).toBe(false);
    expect(storable('/api/picks?date=2026-11-23&offset=0&limit=25')).toBe(true);
  });

  it('stores the reads a bettor needs offline', () => {
    expect(storable('/api/picks?date=2026-11-23&limit=25')).toBe(true);
    expect(storable('/api/handicappers/1')).toBe(true);
    expect(storable('/api/todays_events')).toBe(true);
  });

  it('never stores Security or the account data: a device signed out must not come back', () => {
    expect(storable('/api/settings/security/devices')).toBe(false);
    expect(storable('/api/settings/security/events?limit=20')).toBe(false);
    expect(storable('/api/settings/data/export')).toBe(false);
  });

  it('never stores Profile or Referrals: right after a change the tab shows the new value', () => {
    expect(storable('/api/settings/profile')).toBe(false);
    expect(storable('/api/settings/referrals/stats')).toBe(false);
  });

  it('never stores payments: status and history are personal; offline the plans fall back to the spec table', () => {
    expect(storable('/api/payments/plans')).toBe(false);
    expect(storable('/api/payments/subscription/status')).toBe(false);
    expect(storable('/api/payments/transaction-history?limit=25')).toBe(false);
    expect(storable('/api/checkout')).toBe(false);
  });

  it('never stores a bot-check challenge (single use) or the public config (decides checkout)', () => {
    expect(storable('/api/bot-check/challenge?action=upgrade_checkout')).toBe(false);
    expect(storable('/api/config/public')).toBe(false);
  });

  it("never stores the holders' confidence notice (personal, a new since each time); stores a pick's history", () => {
    expect(storable('/api/user/picks/confidence-changes?since=2026-11-22T20:00:00.000Z')).toBe(
      false,
    );
    expect(storable('/api/picks/12/confidence-history')).toBe(true);
  });

  it('stores no write', () => {
    expect(storable('/api/picks', 'POST')).toBe(false);
  });
});
