// The 'Picked By' row of a pick card: up to 9 expert avatars, the rest as a count, and a tooltip
// naming up to 4 of them then '+N more'.
import type { MouseEvent } from 'react';
import { tooltipNames, visibleAvatars } from '../domain/picks/expert-avatars';
import { InitialsAvatar } from './initials-avatar';
import styles from './pick-card.module.css';

interface PickCardExpertsProps {
  names: readonly string[];
  onExpertClick?: (name: string) => void;
}

export function PickCardExperts({ names, onExpertClick }: PickCardExpertsProps) {
  if (names.length === 0) return null;
  const { shown } = visibleAvatars(names);
  const rest = names.length - shown.length;
  const tip = tooltipNames(names);
  const tipText = [...tip.shown, ...(tip.moreText ? [tip.moreText] : [])].join(', ');
  const click = (name: string) => (event: MouseEvent) => {
    // An expert opens their profile, not the pick.
    event.stopPropagation();
    onExpertClick?.(name);
  };
  return (
    <div className={styles.experts}>
      <span className={styles.label}>Picked By</span>
      <div className={styles.avatars} aria-label={`Picked by ${tipText}`} role="group">
        {shown.map((name) => {
          const face = <InitialsAvatar name={name} className={styles.avatar} decorative={false} />;
          return onExpertClick ? (
            <button
              key={name}
              type="button"
              className={styles.avatarButton}
              onClick={click(name)}
              aria-label={name}
              data-testid="pick-card-expert"
            >
              {face}
            </button>
          ) : (
            <span key={name} className={styles.avatarButton} data-testid="pick-card-expert">
              {face}
            </span>
          );
        })}
        {rest > 0 && <span className={`${styles.avatar} ${styles.more}`}>+{rest}</span>}
        <span className={styles.tooltip} role="tooltip">
          {tipText}
        </span>
      </div>
    </div>
  );
}
