// One admin password gate: the page's ('Admin Access', Enter, 'Incorrect password') and each
// panel's own ('Authenticate', 'Incorrect password. Please try again.'). The server answers whether
// the password is right; a wrong one clears the field and never signs the admin out.
import { useId, useState, type FormEvent } from 'react';
import { showToast } from '../../app/toast-host';
import {
  adminGateAfterAttempt,
  adminPanelPasswordError,
  LOCKED_ADMIN_GATE,
  type AdminGateState,
} from '../../domain/admin/admin-password';
import { AUTH_MESSAGES } from '../../domain/auth/auth-messages';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { verifyAdminPassword, type AdminGateName } from './admin-session';
import styles from './admin.module.css';

interface AdminPasswordGateProps {
  userId: number | null;
  gate: AdminGateName;
  /** Shown above the field: the page gate's title, or the panel's sentence. */
  prompt: string;
  testIdPrefix: string;
  onOpen: () => void;
}

export function AdminPasswordGate({
  userId,
  gate,
  prompt,
  testIdPrefix,
  onOpen,
}: AdminPasswordGateProps) {
  const [state, setState] = useState<AdminGateState>(LOCKED_ADMIN_GATE);
  const [busy, setBusy] = useState(false);
  const errorId = useId();
  const isPage = gate === 'page';

  async function submit(event: FormEvent) {
    event.preventDefault();
    // the panels word the empty and short password themselves; the page gate asks the server
    const local = isPage ? null : adminPanelPasswordError(state.password);
    if (local) {
      setState({ ...state, error: local });
      return;
    }
    setBusy(true);
    const outcome = await verifyAdminPassword(userId, gate, state.password);
    setBusy(false);
    if (outcome.matched) {
      void showToast((toast) => toast.success(AUTH_MESSAGES.authenticationSuccessful));
      onOpen();
      return;
    }
    setState(adminGateAfterAttempt(state, false, outcome.message));
  }

  return (
    <form
      className={isPage ? styles.pageGate : styles.panelGate}
      onSubmit={(event) => void submit(event)}
      data-testid={testIdPrefix}
      noValidate
    >
      {isPage ? (
        <h2 className={styles.gateTitle}>{prompt}</h2>
      ) : (
        <p className={styles.gatePrompt}>{prompt}</p>
      )}
      <PasswordField
        label="Admin password"
        value={state.password}
        onChange={(password) => setState({ ...state, password, error: null })}
        autoComplete="current-password"
        testId={`${testIdPrefix}-password`}
        describedBy={state.error ? errorId : undefined}
        invalid={state.error !== null}
      />
      {state.error && (
        <p id={errorId} className={styles.error} role="alert" data-testid={`${testIdPrefix}-error`}>
          {state.error}
        </p>
      )}
      <Button
        type="submit"
        disabled={busy || (isPage && state.password === '')}
        data-testid={`${testIdPrefix}-submit`}
      >
        {isPage ? 'Enter' : 'Authenticate'}
      </Button>
    </form>
  );
}
