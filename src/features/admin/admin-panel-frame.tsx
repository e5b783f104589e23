// One admin panel's card: its title, and its own password gate ('Authenticate') before its body.
import { useState, type ReactNode } from 'react';
import { Card } from '../../ui/card';
import { AdminPasswordGate } from './admin-password-gate';
import { isAdminGateOpen, lockAdminGate, type AdminGateName } from './admin-session';
import styles from './admin.module.css';

interface AdminPanelFrameProps {
  userId: number | null;
  gate: Exclude<AdminGateName, 'page'>;
  title: string;
  description: string;
  testId: string;
  /** The gate's test ids start with this ('date-gate' → date-gate-password …). */
  gateTestId: string;
  /** The body; `relock` closes the gate again when the server refuses the password it sent. */
  children: (relock: () => void) => ReactNode;
}

export function AdminPanelFrame({
  userId,
  gate,
  title,
  description,
  testId,
  gateTestId,
  children,
}: AdminPanelFrameProps) {
  const [open, setOpen] = useState(() => isAdminGateOpen(userId, gate));
  const relock = () => {
    lockAdminGate(userId, gate);
    setOpen(false);
  };
  return (
    <Card
      as="section"
      className={styles.panel}
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
    >
      <header className={styles.panelHeader}>
        <h2 id={`${testId}-title`} className={styles.panelTitle}>
          {title}
        </h2>
        <p className={styles.panelDescription}>{description}</p>
      </header>
      {open ? (
        children(relock)
      ) : (
        <AdminPasswordGate
          userId={userId}
          gate={gate}
          prompt="Enter the admin password to use this panel."
          testIdPrefix={gateTestId}
          onOpen={() => setOpen(true)}
        />
      )}
    </Card>
  );
}
