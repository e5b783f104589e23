// The title of an access form: the heading the card's aria-labelledby="auth-title" names.
import type { ReactNode } from 'react';
import styles from './auth-form.module.css';

export function AuthTitle({
  testId = 'login-title',
  children,
}: {
  testId?: 'login-title' | 'password-reset-title';
  children: ReactNode;
}) {
  return (
    <h1 className={styles.title} id="auth-title" data-testid={testId}>
      {children}
    </h1>
  );
}
