// Account Settings (/settings): Logout and the five tabs; each tab's content arrives with the account release.
import { useRef, useState, type KeyboardEvent } from 'react';
import { signOut } from '../../state/auth';
import { Button } from '../../ui/button';
import { IconLogout, IconSettings } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { PlaceholderPanel } from '../../ui/placeholder-panel';
import { SETTINGS_TABS, type SettingsTabId } from './settings-tabs';
import styles from './settings-view.module.css';

const TAB_COUNT = SETTINGS_TABS.length;
const TAB_KEY_MOVES: Partial<Record<string, (index: number) => number>> = {
  ArrowRight: (index) => (index + 1) % TAB_COUNT,
  ArrowLeft: (index) => (index - 1 + TAB_COUNT) % TAB_COUNT,
  Home: () => 0,
  End: () => TAB_COUNT - 1,
};

export function SettingsView() {
  const [active, setActive] = useState<SettingsTabId>('profile');
  const tabRefs = useRef(new Map<SettingsTabId, HTMLButtonElement>());
  const activeTab = SETTINGS_TABS.find((tab) => tab.id === active) ?? SETTINGS_TABS[0];

  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = TAB_KEY_MOVES[event.key];
    if (!move) return;
    const next = move(SETTINGS_TABS.findIndex((tab) => tab.id === active));
    const tab = SETTINGS_TABS[next];
    if (!tab) return;
    event.preventDefault();
    setActive(tab.id);
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
            onClick={() => setActive(tab.id)}
            onKeyDown={onTabKey}
            data-testid={`settings-tab-${tab.id}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`settings-panel-${activeTab.id}`}
        aria-labelledby={`settings-tab-${activeTab.id}`}
        className={styles.panel}
        data-testid={`settings-panel-${activeTab.id}`}
      >
        <PlaceholderPanel
          title={activeTab.label}
          release="the account release"
          icon={<IconSettings />}
        >
          {activeTab.body}
        </PlaceholderPanel>
      </div>
    </div>
  );
}
