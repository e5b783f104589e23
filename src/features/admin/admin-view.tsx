// The admin page (/admin, admin role only): the 'Admin Access' password gate, checked by the
// server, then three panels: adding picks (the Manual Pick Form), Date Settings and Refresh
// Confidence Ratings, the last two behind their own 'Authenticate' gates.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { auth } from '../../state/auth';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { AdminPasswordGate } from './admin-password-gate';
import { isAdminGateOpen, verifiedAdminPassword } from './admin-session';
import { DateSettingsPanel } from './date-settings-panel';
import { ManualPickForm } from './manual-pick-form';
import { RefreshPanel } from './refresh-panel';
import styles from './admin.module.css';

export function AdminView() {
  const userId = useSnapshot(auth).user?.id ?? null;
  // the gate stays open for this page's life (module memory), never across a reload
  const [open, setOpen] = useState(() => isAdminGateOpen(userId, 'page'));
  const entered = open && isAdminGateOpen(userId, 'page');

  return (
    <div data-testid="view-admin" className={styles.view}>
      <PageHeader
        title="Admin"
        titleTestId="admin-title"
        description="Manual picks, the default slate date and confidence refreshes, for administrators."
      />
      {entered ? (
        <div className={styles.panels} data-testid="admin-panels">
          <div className={styles.wide}>
            <ManualPickForm adminPassword={verifiedAdminPassword(userId)} />
          </div>
          <DateSettingsPanel userId={userId} />
          <RefreshPanel userId={userId} />
        </div>
      ) : (
        <Card as="section" padding="lg" className={styles.gateCard}>
          <AdminPasswordGate
            userId={userId}
            gate="page"
            prompt="Admin Access"
            testIdPrefix="admin-gate"
            onOpen={() => setOpen(true)}
          />
        </Card>
      )}
    </div>
  );
}
