// The profile's My Picks dropdown: each chosen pick's percent, bet type and game with a remove
// button; 'No picks added yet' when the list is empty. Opens on click, closes on Escape or outside.
import { useRef, useState } from 'react';
import { pickCountBadge } from '../../domain/picks/list-paging';
import { PROFILE_TEXTS } from '../../domain/handicappers/profile-picks';
import { useMyPicks } from '../../state/hooks/use-my-picks';
import { IconChevronDown, IconClose } from '../../ui/icons';
import { MyPicksPanel } from '../../ui/my-picks-panel';
import { useDismiss } from '../../ui/use-dismiss';
import styles from './profile-picks-dropdown.module.css';

const PANEL_ID = 'profile-picks-panel';
const PANEL_TEST_IDS = {
  panel: 'handicapper-picks-dropdown',
  item: 'handicapper-picks-item',
  remove: 'handicapper-picks-remove',
};

export function ProfilePicksDropdown() {
  const { picks, remove } = useMyPicks();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const list = picks ?? [];
  const badge = pickCountBadge(list.length);

  useDismiss(open, root, () => setOpen(false));

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
      <MyPicksPanel
        id={PANEL_ID}
        open={open}
        picks={list}
        onRemove={(id) => void remove(id)}
        empty={
          <p className={styles.empty} data-testid="handicapper-picks-empty">
            {PROFILE_TEXTS.noPicksAdded}
          </p>
        }
        describe={(item) => (
          <>
            <span className={styles.bet}>
              {item.playerName} · {item.betType}
            </span>
            <span className={styles.game}>{item.gameInfo}</span>
          </>
        )}
        removeIcon={<IconClose size={14} />}
        classes={styles}
        testIds={PANEL_TEST_IDS}
      />
    </div>
  );
}
