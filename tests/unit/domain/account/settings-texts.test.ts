import { describe, expect, it } from 'vitest';
import {
  INITIAL_SETTINGS_TAB,
  SETTINGS_TABS,
  SETTINGS_TEXTS,
  settingsLoadErrorText,
  tabsToLoadOnOpen,
} from '../../../../src/domain/account/settings-texts';

describe('account settings', () => {
  it('has five tabs, Profile first', () => {
    expect(SETTINGS_TABS).toEqual(['Profile', 'Preferences', 'Billing', 'Referrals', 'Security']);
    expect(INITIAL_SETTINGS_TAB).toBe('Profile');
    expect(SETTINGS_TEXTS.errorTitle).toBe('Error loading settings');
  });

  it('explains a failed load', () => {
    expect(settingsLoadErrorText({ serverMessage: 'Session expired' })).toBe('Session expired');
    expect(settingsLoadErrorText({ networkError: 'Failed to fetch' })).toBe(
      'Network error occurred: Failed to fetch',
    );
    expect(settingsLoadErrorText({})).toBe(
      'Settings API endpoints not implemented yet. Please check back later.',
    );
  });

  it('loads referrals and security the first time their tab opens', () => {
    expect(tabsToLoadOnOpen('Referrals', new Set())).toEqual(['Referrals']);
    expect(tabsToLoadOnOpen('Referrals', new Set(['Referrals']))).toEqual([]);
    expect(tabsToLoadOnOpen('Security', new Set())).toEqual(['Security']);
    expect(tabsToLoadOnOpen('Billing', new Set())).toEqual([]);
  });
});
