// A raised surface that groups one piece of a screen.
import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'section' | 'div' | 'article' | 'aside';
  padding?: 'md' | 'lg';
  tone?: 'plain' | 'highlight';
}

export function Card({
  as: Tag = 'section',
  padding = 'md',
  tone = 'plain',
  className,
  ...rest
}: CardProps) {
  const classes = [styles.card, styles[padding], styles[tone], className].filter(Boolean).join(' ');
  return <Tag className={classes} {...rest} />;
}
