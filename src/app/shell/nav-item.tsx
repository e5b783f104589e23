// One sidebar link: icon, label, the current-page marker.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { normalizePath } from '../../domain/navigation/routes';
import styles from './sidebar.module.css';

interface NavItemProps {
  href: string;
  icon: ReactNode;
  children: ReactNode;
  testId: string;
  className?: string;
}

export function NavItem({ href, icon, children, testId, className }: NavItemProps) {
  const [location] = useLocation();
  const current = normalizePath(location) === href;
  return (
    <li>
      <Link
        href={href}
        className={[styles.link, current ? styles.current : '', className]
          .filter(Boolean)
          .join(' ')}
        aria-current={current ? 'page' : undefined}
        data-testid={testId}
      >
        <span className={styles.linkIcon}>{icon}</span>
        <span className={styles.linkLabel}>{children}</span>
      </Link>
    </li>
  );
}

interface ExternalItemProps {
  href: string;
  icon: ReactNode;
  children: ReactNode;
  testId: string;
}

export function ExternalItem({ href, icon, children, testId }: ExternalItemProps) {
  return (
    <li>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.link}
        data-testid={testId}
      >
        <span className={styles.linkIcon}>{icon}</span>
        <span className={styles.linkLabel}>{children}</span>
        <span className="visually-hidden">(opens in a new tab)</span>
      </a>
    </li>
  );
}
