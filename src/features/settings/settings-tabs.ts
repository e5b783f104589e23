// The five Account Settings tabs, in order, with what each will hold.

export const SETTINGS_TABS = [
  { id: 'profile', label: 'Profile', body: 'Your name, email and phone number.' },
  {
    id: 'preferences',
    label: 'Preferences',
    body: 'Default leagues, odds format and how long a device stays signed in.',
  },
  { id: 'billing', label: 'Billing', body: 'Your plan, payments and receipts.' },
  { id: 'referrals', label: 'Referrals', body: 'Your referral code and who joined with it.' },
  {
    id: 'security',
    label: 'Security',
    body: 'Signed-in devices, two-factor and recent security events.',
  },
] as const;

export type SettingsTabId = (typeof SETTINGS_TABS)[number]['id'];
