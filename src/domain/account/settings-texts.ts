// Account Settings: its tabs and the texts of its failure panel.
import { NETWORK_ERROR_MESSAGE } from '../offline/error-texts';

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
  offlineNote: "You're offline. These are the values last loaded on this device.",
} as const;

/** The panel's message: the server's, or the network failure spelled out. */
export function settingsLoadErrorText(failure: {
  serverMessage?: string | null;
  networkError?: string | null;
}): string {
  if (failure.networkError != null) return `${NETWORK_ERROR_MESSAGE}: ${failure.networkError}`;
  return failure.serverMessage || SETTINGS_TEXTS.notImplemented;
}

/** Referral stats and security events load the first time their tab opens, not before. */
export function tabsToLoadOnOpen(
  tab: SettingsTab,
  alreadyOpened: ReadonlySet<SettingsTab>,
): SettingsTab[] {
  return (tab === 'Referrals' || tab === 'Security') && !alreadyOpened.has(tab) ? [tab] : [];
}

/** What the Preferences tab says after a change. */
export const PREFERENCES_TEXTS = {
  saved: 'Saved. It applies everywhere on this device now.',
  savedOffline: "Saved on this device. It is sent to your account when you're back online.",
  savingSession: 'Saving the session duration…',
  sessionNeedsNetwork:
    'Changing how long you stay signed in needs a connection. Try again when you are back online.',
  /** `until` is the new expiry as the device words it (local date and time). */
  sessionSaved: (until: string) => `Saved. This device stays signed in until ${until}.`,
} as const;

/** The session durations the Preferences tab offers, in hours (1 hour to 90 days). */
export const SESSION_DURATION_CHOICES: readonly number[] = [1, 12, 24, 7 * 24, 30 * 24, 90 * 24];

/** '1 hour', '12 hours', '1 day', '30 days'. */
export function sessionDurationText(hours: number): string {
  if (hours % 24 === 0) {
    const days = hours / 24;
    return days === 1 ? '1 day' : `${days} days`;
  }
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** What the Billing tab says. */
export const BILLING_TEXTS = {
  activeStatus: 'Active',
  canceledStatus: 'Canceled: access runs to its end date',
  freeStatus: 'No paid access',
  noEndDate: 'No end date',
  renews: (date: string) => `Renews on ${date}`,
  willNotRenew: 'Will not renew',
  oneTime: 'One-time payment, no renewal',
  upgrade: 'Upgrade',
  upgradeHint: 'Unlock every pick, the optimizer and handicapper profiles.',
  noPayments: 'No payments yet',
  cancelRenewal: 'Cancel renewal',
  cancelConfirm: (date: string) =>
    `Cancel the renewal? You keep your access until ${date}, then it ends.`,
  keepRenewal: 'Keep renewal',
  canceling: 'Canceling…',
  cancelNeedsNetwork: 'Canceling the renewal needs a connection.',
  cancelFailed: 'The renewal could not be canceled. Please try again.',
  historyColumns: ['Date', 'Plan', 'Amount', 'Discount', 'Status'] as const,
  transactionStatus: {
    pending: 'Pending',
    paid: 'Paid',
    failed: 'Failed',
    expired: 'Expired',
  } as Readonly<Record<string, string>>,
} as const;
