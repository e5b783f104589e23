// Account Settings (/settings): Logout and the five tabs. A tab's content mounts (and loads) the
// first time it is opened and stays mounted after, so going back to it shows it as left.
import { useRef, useState, type KeyboardEvent } from 'react';
import { signOut } from '../../state/auth';
import { Button } from '../../ui/button';
import { IconLogout } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { BillingTab } from './billing-tab';
import { PreferencesTab } from './preferences-tab';
import { ProfileTab } from './profile-tab';
import { ReferralsTab } from './referrals-tab';
import { SecurityTab } from './security-tab';
import { SETTINGS_TABS, type SettingsTabId } from './settings-tabs';
import styles from './settings-view.module.css';

const TAB_CONTENT: Record<SettingsTabId, () => React.JSX.Element> = {
  profile: ProfileTab,
  preferences: PreferencesTab,
  billing: BillingTab,
  referrals: ReferralsTab,
  security: SecurityTab,
};

const TAB_COUNT = SETTINGS_TABS.length;
const TAB_KEY_MOVES: Partial<Record<string, (index: number) => number>> = {
  ArrowRight: (index) => (index + 1) % TAB_COUNT,
  ArrowLeft: (index) => (index - 1 + TAB_COUNT) % TAB_COUNT,
  Home: () => 0,
  End: () => TAB_COUNT - 1,
};

export function SettingsView() {
  const [active, setActive] = useState<SettingsTabId>('profile');
  const [opened, setOpened] = useState<ReadonlySet<SettingsTabId>>(() => new Set(['profile']));
  const tabRefs = useRef(new Map<SettingsTabId, HTMLButtonElement>());

  const open = (id: SettingsTabId) => {
    setActive(id);
    setOpened((seen) => (seen.has(id) ? seen : new Set([...seen, id])));
  };

  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = TAB_KEY_MOVES[event.key];
    if (!move) return;
    const tab = SETTINGS_TABS[move(SETTINGS_TABS.findIndex((t) => t.id === active))];
    if (!tab) return;
    event.preventDefault();
    open(tab.id);
    tabRefs.current.get(tab.id)?.focus();
  };

  return (
    <div data-testid="view-settings">
      <PageHeader
        title="Account Settings"
        description="Manage your profile, preferences, billing, referrals and security."
        actions={
          <Button variant="danger" onClick={() => void signOut()} data-testid="settings-logout">
            <IconLogout size={18} />
            Logout
          </Button>
        }
      />
      <div className={styles.tabs} role="tablist" aria-label="Account settings sections">
        {SETTINGS_TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) tabRefs.current.set(tab.id, node);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`settings-tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`settings-panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            className={styles.tab}
            onClick={() => open(tab.id)}
            onKeyDown={onTabKey}
            data-testid={`settings-tab-${tab.id}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {SETTINGS_TABS.filter((tab) => opened.has(tab.id)).map((tab) => {
        const Content = TAB_CONTENT[tab.id];
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={`settings-panel-${tab.id}`}
            aria-labelledby={`settings-tab-${tab.id}`}
            className={styles.panel}
            hidden={tab.id !== active}
            data-testid={`settings-panel-${tab.id}`}
          >
            <Content />
          </div>
        );
      })}
    </div>
  );
}
