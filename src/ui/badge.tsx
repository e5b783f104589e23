// A small pill label: plan names, 'Coming soon', status words.
import type { ReactNode } from 'react';
import styles from './badge.module.css';

interface BadgeProps {
  tone?: 'accent' | 'info' | 'warning' | 'neutral';
  children: ReactNode;
  'data-testid'?: string;
}

export function Badge({ tone = 'neutral', children, ...rest }: BadgeProps) {
  return (
    <span className={`${styles.badge} ${styles[tone]}`} data-testid={rest['data-testid']}>
      {children}
    </span>
  );
}
