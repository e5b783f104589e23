// The header's My Picks dropdown: opens while a mouse hovers it, a click pins it open; lists the
// chosen picks with a remove button, or the spec's empty texts. The badge caps at '99+'.
import { PICKS_BROWSER_TEXTS } from '../../../domain/picks/picks-browser-texts';
import { useMyPicks } from '../../../state/hooks/use-my-picks';
import { IconList, IconTrash } from '../../../ui/icons';
import { MyPicksMenu } from '../../../ui/my-picks-menu';
import styles from './my-picks-dropdown.module.css';

const TEST_IDS = {
  toggle: 'picks-dropdown-toggle',
  badge: 'picks-count-badge',
  panel: 'picks-dropdown',
  item: 'picks-dropdown-item',
  remove: 'picks-dropdown-remove',
};

export function MyPicksDropdown() {
  const { picks, remove } = useMyPicks();
  return (
    <MyPicksMenu
      panelId="picks-dropdown-panel"
      picks={picks ?? []}
      onRemove={(id) => void remove(id)}
      opensOnHover
      label={
        <>
          <IconList size={18} />
          <span className={styles.label}>My Picks</span>
        </>
      }
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
      testIds={TEST_IDS}
    />
  );
}
