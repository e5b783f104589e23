// The header's My Picks dropdown: opens while a mouse hovers it, a click pins it open; lists the
// chosen picks with a remove button, or the spec's empty texts. The badge caps at '99+'.
import { useRef, useState, type PointerEvent } from 'react';
import { pickCountBadge } from '../../../domain/picks/list-paging';
import { PICKS_BROWSER_TEXTS } from '../../../domain/picks/picks-browser-texts';
import { useMyPicks } from '../../../state/hooks/use-my-picks';
import { IconList, IconTrash } from '../../../ui/icons';
import { MyPicksPanel } from '../../../ui/my-picks-panel';
import { useDismiss } from '../../../ui/use-dismiss';
import styles from './my-picks-dropdown.module.css';

const PANEL_ID = 'picks-dropdown-panel';
const PANEL_TEST_IDS = {
  panel: 'picks-dropdown',
  item: 'picks-dropdown-item',
  remove: 'picks-dropdown-remove',
};

export function MyPicksDropdown() {
  const { picks, remove } = useMyPicks();
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const open = hovered || pinned;
  const list = picks ?? [];
  const badge = pickCountBadge(list.length);

  useDismiss(
    pinned,
    root,
    () => setPinned(false),
    () => {
      setPinned(false);
      setHovered(false);
    },
  );

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
      <MyPicksPanel
        id={PANEL_ID}
        open={open}
        picks={list}
        onRemove={(id) => void remove(id)}
        empty={
          <div className={styles.empty} data-testid="picks-dropdown-empty">
            <p className={styles.emptyTitle}>{PICKS_BROWSER_TEXTS.dropdownEmptyTitle}</p>
            <p className={styles.emptyHint}>{PICKS_BROWSER_TEXTS.dropdownEmptyHint}</p>
          </div>
        }
        describe={(item) => (
          <>
            <span className={styles.player}>{item.playerName}</span>
            <span className={styles.detail}>{item.betType}</span>
            <span className={styles.detail}>{item.gameInfo}</span>
          </>
        )}
        removeIcon={<IconTrash size={16} />}
        classes={styles}
        testIds={PANEL_TEST_IDS}
      />
    </div>
  );
}
