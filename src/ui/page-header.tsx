// A screen's title block: optional eyebrow and description, actions on the right.
import type { ReactNode } from 'react';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  eyebrow?: ReactNode;
  description?: ReactNode;
  leading?: ReactNode;
  actions?: ReactNode;
  titleTestId?: string;
}

export function PageHeader({
  title,
  eyebrow,
  description,
  leading,
  actions,
  titleTestId,
}: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {leading && <div className={styles.leading}>{leading}</div>}
      <div className={styles.text}>
        {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
        <h1 className={styles.title} data-testid={titleTestId}>
          {title}
        </h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
