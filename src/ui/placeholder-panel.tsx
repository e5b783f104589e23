// A plainly labelled stand-in for a part of a screen that a later release builds.
import type { ReactNode } from 'react';
import { Badge } from './badge';
import styles from './placeholder-panel.module.css';

interface PlaceholderPanelProps {
  title: string;
  /** The release that brings the real thing, e.g. "the My Picks release". */
  release: string;
  children?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  'data-testid'?: string;
}

export function PlaceholderPanel({
  title,
  release,
  children,
  icon,
  actions,
  ...rest
}: PlaceholderPanelProps) {
  return (
    <div className={styles.panel} data-testid={rest['data-testid']}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <Badge tone="info">Arrives with {release}</Badge>
      <h3 className={styles.title}>{title}</h3>
      {children && <div className={styles.body}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
