// Account Settings: its tabs and the texts of its failure panel.

export const SETTINGS_TABS = [
  'Profile',
  'Preferences',
  'Billing',
  'Referrals',
  'Security',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
export const INITIAL_SETTINGS_TAB: SettingsTab = 'Profile';

export const SETTINGS_TEXTS = {
  title: 'Account Settings',
  logout: 'Logout',
  errorTitle: 'Error loading settings',
  retry: 'Retry',
  notImplemented: 'Settings API endpoints not implemented yet. Please check back later.',
} as const;

/** The panel's message: the server's, or the network failure spelled out. */
export function settingsLoadErrorText(failure: {
  serverMessage?: string | null;
  networkError?: string | null;
}): string {
  if (failure.networkError != null) return `Network error occurred: ${failure.networkError}`;
  return failure.serverMessage || SETTINGS_TEXTS.notImplemented;
}

/** Referral stats and security events load the first time their tab opens, not before. */
export function tabsToLoadOnOpen(
  tab: SettingsTab,
  alreadyOpened: ReadonlySet<SettingsTab>,
): SettingsTab[] {
  return (tab === 'Referrals' || tab === 'Security') && !alreadyOpened.has(tab) ? [tab] : [];
}
