// The header's My Picks dropdown: opens while a mouse hovers it, a click pins it open; lists the
// chosen picks with a remove button, or the spec's empty texts. The badge caps at '99+'.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { displayConfidence } from '../../../domain/confidence/confidence';
import { pickCountBadge } from '../../../domain/picks/list-paging';
import { PICKS_BROWSER_TEXTS } from '../../../domain/picks/picks-browser-texts';
import { useMyPicks } from '../../../state/use-my-picks';
import { IconList, IconTrash } from '../../../ui/icons';
import styles from './my-picks-dropdown.module.css';

const PANEL_ID = 'picks-dropdown-panel';

export function MyPicksDropdown() {
  const { picks, remove } = useMyPicks();
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const open = hovered || pinned;
  const list = picks ?? [];
  const badge = pickCountBadge(list.length);

  useEffect(() => {
    if (!pinned) return;
    const onDown = (event: globalThis.PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setPinned(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setPinned(false);
        setHovered(false);
      }
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [pinned]);

  // Hover opens it only for a mouse: a touch "hover" would open and pin on the same tap.
  const onEnter = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true);
  const onLeave = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(false);

  return (
    <div className={styles.root} ref={root} onPointerEnter={onEnter} onPointerLeave={onLeave}>
      <button
        type="button"
        className={`${styles.trigger} ${pinned ? styles.pinned : ''}`}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setPinned((p) => !p)}
        data-testid="picks-dropdown-toggle"
        data-pinned={pinned}
      >
        <IconList size={18} />
        <span className={styles.label}>My Picks</span>
        {badge !== null && (
          <span className={styles.badge} data-testid="picks-count-badge">
            {badge}
          </span>
        )}
      </button>
      <div
        id={PANEL_ID}
        className={styles.panel}
        hidden={!open}
        role="region"
        aria-label="My Picks"
        data-testid="picks-dropdown"
      >
        {list.length === 0 ? (
          <div className={styles.empty} data-testid="picks-dropdown-empty">
            <p className={styles.emptyTitle}>{PICKS_BROWSER_TEXTS.dropdownEmptyTitle}</p>
            <p className={styles.emptyHint}>{PICKS_BROWSER_TEXTS.dropdownEmptyHint}</p>
          </div>
        ) : (
          <ul className={styles.list}>
            {list.map((item) => (
              <li key={item.id} className={styles.item} data-testid="picks-dropdown-item">
                <span className={styles.percent}>{displayConfidence(item.confidence)}%</span>
                <span className={styles.text}>
                  <span className={styles.player}>{item.playerName}</span>
                  <span className={styles.detail}>{item.betType}</span>
                  <span className={styles.detail}>{item.gameInfo}</span>
                </span>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => void remove(item.id)}
                  aria-label={`Remove ${item.playerName} ${item.betType}`}
                  data-testid="picks-dropdown-remove"
                >
                  <IconTrash size={16} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
