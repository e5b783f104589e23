// The one link under an access form's button ('Back to login', 'Back to sign in', ...), centred.
import type { ReactNode } from 'react';
import styles from './auth-form.module.css';

export function CenteredLink({
  onClick,
  testId,
  children,
}: {
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className={[styles.links, styles.centered].join(' ')}>
      <button type="button" className={styles.link} onClick={onClick} data-testid={testId}>
        {children}
      </button>
    </div>
  );
}
