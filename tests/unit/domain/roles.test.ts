import { describe, expect, it } from 'vitest';
import {
  hasCredits,
  hasPaidAccess,
  hasRole,
  mayLoadPicks,
  isAdmin,
  PAID_ACCESS_ROLES,
} from '../../../src/domain/roles';
import { effectiveRoles, parseStoredSubscription } from '../../../src/domain/subscription-roles';

describe('roles', () => {
  it('grants paid access to basic_membership, member, pro and admin only', () => {
    expect([...PAID_ACCESS_ROLES]).toEqual(['basic_membership', 'member', 'pro', 'admin']);
    for (const role of PAID_ACCESS_ROLES) expect(hasPaidAccess([role])).toBe(true);
    expect(hasPaidAccess([])).toBe(false);
    expect(hasPaidAccess(['early_access'])).toBe(false);
    expect(hasPaidAccess(['free', 'user'])).toBe(false);
  });

  it('checks a role and the admin role', () => {
    expect(hasRole(['member'], 'member')).toBe(true);
    expect(hasRole(['member'], 'pro')).toBe(false);
    expect(isAdmin(['member', 'admin'])).toBe(true);
    expect(isAdmin(['member'])).toBe(false);
  });

  it('checks at least N credits, treating missing credits as 0', () => {
    expect(hasCredits(5, 5)).toBe(true);
    expect(hasCredits(4, 5)).toBe(false);
    expect(hasCredits(undefined, 1)).toBe(false);
    expect(hasCredits(null, 0)).toBe(true);
  });
});

describe('development subscription role merge', () => {
  it('adds an active stored subscription plan as a role in development', () => {
    expect(effectiveRoles([], { status: 'active', plan: 'pro' }, true)).toEqual(['pro']);
    expect(hasPaidAccess(effectiveRoles([], { status: 'active', plan: 'pro' }, true))).toBe(true);
  });

  it('ignores inactive subscriptions, production, and duplicates', () => {
    expect(effectiveRoles([], { status: 'canceled', plan: 'pro' }, true)).toEqual([]);
    expect(effectiveRoles([], { status: 'active', plan: 'pro' }, false)).toEqual([]);
    expect(effectiveRoles(['pro', 'pro'], { status: 'active', plan: 'pro' }, true)).toEqual([
      'pro',
    ]);
    expect(effectiveRoles(['member'], null, true)).toEqual(['member']);
  });

  it('reads a stored subscription defensively', () => {
    expect(parseStoredSubscription({ status: 'active', plan: 'pro' })).toEqual({
      status: 'active',
      plan: 'pro',
    });
    expect(parseStoredSubscription({ status: 'active' })).toBeNull();
    expect(parseStoredSubscription('active')).toBeNull();
    expect(parseStoredSubscription(null)).toBeNull();
  });
});

describe('who may ask for picks', () => {
  it('a signed-in account known to have paid access', () => {
    expect(mayLoadPicks(true, ['member'])).toBe(true);
    expect(mayLoadPicks(true, ['admin'])).toBe(true);
  });

  it('not a device whose profile is not known yet: a free account would be refused', () => {
    expect(mayLoadPicks(true, null)).toBe(false);
  });

  it('never a free account or a signed-out page: the server would refuse', () => {
    expect(mayLoadPicks(true, [])).toBe(false);
    expect(mayLoadPicks(false, ['member'])).toBe(false);
    expect(mayLoadPicks(false, null)).toBe(false);
  });
});
