// The profile's My Picks dropdown: each chosen pick's percent, bet type and game with a remove
// button; 'No picks added yet' when the list is empty. Opens on click, closes on Escape or outside.
import { useEffect, useRef, useState } from 'react';
import { displayConfidence } from '../../domain/confidence/confidence';
import { pickCountBadge } from '../../domain/picks/list-paging';
import { PROFILE_TEXTS } from '../../domain/handicappers/profile-picks';
import { useMyPicks } from '../../state/use-my-picks';
import { IconChevronDown, IconClose } from '../../ui/icons';
import styles from './profile-picks-dropdown.module.css';

const PANEL_ID = 'profile-picks-panel';

export function ProfilePicksDropdown() {
  const { picks, remove } = useMyPicks();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const list = picks ?? [];
  const badge = pickCountBadge(list.length);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={root}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((o) => !o)}
        data-testid="handicapper-picks-toggle"
      >
        My Picks
        {badge !== null && <span className={styles.badge}>{badge}</span>}
        <IconChevronDown size={16} />
      </button>
      <div
        id={PANEL_ID}
        className={styles.panel}
        hidden={!open}
        role="region"
        aria-label="My Picks"
        data-testid="handicapper-picks-dropdown"
      >
        {list.length === 0 ? (
          <p className={styles.empty} data-testid="handicapper-picks-empty">
            {PROFILE_TEXTS.noPicksAdded}
          </p>
        ) : (
          <ul className={styles.list}>
            {list.map((item) => (
              <li key={item.id} className={styles.item} data-testid="handicapper-picks-item">
                <span className={styles.percent}>{displayConfidence(item.confidence)}%</span>
                <span className={styles.text}>
                  <span className={styles.bet}>
                    {item.playerName} · {item.betType}
                  </span>
                  <span className={styles.game}>{item.gameInfo}</span>
                </span>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => void remove(item.id)}
                  aria-label={`Remove ${item.playerName} ${item.betType}`}
                  data-testid="handicapper-picks-remove"
                >
                  <IconClose size={14} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
