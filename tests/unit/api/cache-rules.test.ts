// The offline rules by resource: refused queued writes in the bettor's words (telemetry never
// mentioned), stored answers by resource, and a URL's resource under /api.
import { describe, expect, it } from 'vitest';
import {
  apiResourcePath,
  isApiResource,
  isStoredResource,
  refusedWriteSubject,
} from '../../../src/api/cache-rules';

describe('refused offline writes', () => {
  it('names favourites, My Picks and preferences, says nothing of telemetry', () => {
    expect(refusedWriteSubject('/api/favorites')).toBe('Your favourite handicappers');
    expect(refusedWriteSubject('/api/favorites/ops')).toBe('Your favourite handicappers');
    expect(refusedWriteSubject('/api/load_user_picks')).toBe('Your My Picks list');
    expect(refusedWriteSubject('/api/user_picks/ops')).toBe('Your My Picks list');
    expect(refusedWriteSubject('/api/settings/preferences')).toBe('Your staking preferences');
    expect(refusedWriteSubject('/api/telemetry/picks')).toBeNull();
    expect(refusedWriteSubject('/api/other?x=1')).toBe('A change you made offline');
  });
});

describe('stored answers by resource', () => {
  it('the most specific rule wins', () => {
    expect(isStoredResource('/api/picks?date=2026-11-23')).toBe(true);
    expect(isStoredResource('/api/picks/summary?date=2026-11-23')).toBe(false);
    expect(isStoredResource('/api/settings/preferences')).toBe(true);
    expect(isStoredResource('/api/settings/profile')).toBe(false);
    expect(isStoredResource('/api/admin_password')).toBe(true);
    expect(isStoredResource('/index.html')).toBe(false);
  });

  it('reads the resource of a URL, without its query', () => {
    expect(apiResourcePath('/api/picks?date=2026-11-23&tier=top')).toBe('picks');
    expect(apiResourcePath('http://app.test/api/favorites/ops')).toBe('favorites/ops');
    expect(apiResourcePath('/pay/session')).toBeNull();
    expect(isApiResource('/api/todays_events?date=2026-11-23', 'todays_events')).toBe(true);
    expect(isApiResource('/api/picks/summary', 'picks')).toBe(false);
  });
});
