// The main navigation: home, bet tracking, favorites, settings, the hidden admin entry, community links, account.
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { VIEW_PATHS } from '../../domain/navigation/routes';
import { isAdmin } from '../../domain/auth/roles';
import { auth } from '../../state/auth';
import { closeDrawer } from '../../state/ui';
import { BrandLockup } from '../../ui/brand';
import { COMMUNITY_CHAT_URL, SOCIAL_URL } from '../../ui/external-links';
import {
  IconChat,
  IconClose,
  IconEngine,
  IconSettings,
  IconShield,
  IconSocial,
  IconTracking,
} from '../../ui/icons';
import { FavoritesSection } from './favorites-section';
import { ExternalItem, NavItem } from './nav-item';
import { planLabel } from './plan-label';
import styles from './sidebar.module.css';

export const SIDEBAR_ID = 'app-sidebar';

export function Sidebar({ isPhone, open }: { isPhone: boolean; open: boolean }) {
  const { roles, user } = useSnapshot(auth);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);

  const drawerProps = isPhone
    ? { role: 'dialog', 'aria-modal': true, 'aria-label': 'Menu', inert: !open }
    : {};

  return (
    <div
      id={SIDEBAR_ID}
      className={`${styles.sidebar} ${open ? styles.open : ''}`}
      {...drawerProps}
      data-testid="sidebar"
    >
      <div className={styles.top}>
        <BrandLockup size={34} />
        {isPhone && (
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            onClick={closeDrawer}
            aria-label="Close menu"
            data-testid="menu-close"
          >
            <IconClose />
          </button>
        )}
      </div>

      <nav aria-label="Main" className={styles.nav}>
        <ul className={styles.list}>
          <NavItem href={VIEW_PATHS.home} icon={<IconEngine />} testId="nav-home">
            Parlay Engine
          </NavItem>
          <NavItem href={VIEW_PATHS.betTracking} icon={<IconTracking />} testId="nav-bet-tracking">
            Bet Tracking{' '}
            <span className={styles.soon}>
              <span className="visually-hidden">(</span>coming soon
              <span className="visually-hidden">)</span>
            </span>
          </NavItem>
        </ul>
        <FavoritesSection />
        <ul className={styles.list}>
          <NavItem href={VIEW_PATHS.settings} icon={<IconSettings />} testId="nav-settings">
            Settings
          </NavItem>
          {isAdmin(roles) && (
            <NavItem
              href={VIEW_PATHS.admin}
              icon={<IconShield />}
              testId="nav-admin"
              className={styles.adminLink}
            >
              Admin
            </NavItem>
          )}
        </ul>
      </nav>

      <nav aria-label="Community" className={styles.community}>
        <p className={styles.sectionLabel}>Community</p>
        <ul className={styles.list}>
          <ExternalItem href={COMMUNITY_CHAT_URL} icon={<IconChat />} testId="nav-community">
            Community chat
          </ExternalItem>
          <ExternalItem href={SOCIAL_URL} icon={<IconSocial />} testId="nav-social">
            Follow us on X
          </ExternalItem>
        </ul>
      </nav>

      {user && (
        <div className={styles.account} data-testid="sidebar-account">
          <span className={styles.avatar} aria-hidden="true">
            {user.email.slice(0, 1).toUpperCase()}
          </span>
          <span className={styles.accountText}>
            <span className={styles.email} data-testid="account-email">
              {user.email}
            </span>
            <span className={styles.plan} data-testid="account-plan">
              {planLabel(roles)} plan
            </span>
          </span>
        </div>
      )}
    </div>
  );
}
