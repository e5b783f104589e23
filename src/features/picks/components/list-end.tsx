// The text rule under a list of the picks browser (the picks list and the Handicappers tab):
// 'Loading picks...' while more are fetched, 'No more picks.' at the end, between two thin lines.
import type { ReactNode } from 'react';
import styles from './list-end.module.css';

interface ListEndProps {
  testId: string;
  /** A loading state is announced (role="status"); the end itself is not. */
  status?: boolean;
  children: ReactNode;
}

export function ListEnd({ testId, status = false, children }: ListEndProps) {
  return (
    <p className={styles.end} role={status ? 'status' : undefined} data-testid={testId}>
      <span>{children}</span>
    </p>
  );
}
