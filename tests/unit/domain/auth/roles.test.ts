import { describe, expect, it } from 'vitest';
import {
  hasCredits,
  hasPaidAccess,
  hasRole,
  mayLoadPicks,
  isAdmin,
  PAID_ACCESS_ROLES,
} from '../../../../src/domain/auth/roles';

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
