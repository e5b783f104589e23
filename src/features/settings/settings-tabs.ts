// The five Account Settings tabs, in order: the id used in test ids and aria ids, and the label.
import { SETTINGS_TABS as TAB_LABELS, type SettingsTab } from '../../domain/account/settings-texts';

const IDS: Record<SettingsTab, SettingsTabId> = {
  Profile: 'profile',
  Preferences: 'preferences',
  Billing: 'billing',
  Referrals: 'referrals',
  Security: 'security',
};

export type SettingsTabId = 'profile' | 'preferences' | 'billing' | 'referrals' | 'security';

export const SETTINGS_TABS = TAB_LABELS.map((label) => ({
  id: IDS[label],
  label,
}));
