// The profile's My Picks dropdown: each chosen pick's percent, bet type and game with a remove
// button; 'No picks added yet' when the list is empty. Opens on click, closes on Escape or outside.
import { PROFILE_TEXTS } from '../../domain/handicappers/profile-picks';
import { useMyPicks } from '../../state/hooks/use-my-picks';
import { IconChevronDown, IconClose } from '../../ui/icons';
import { MyPicksMenu } from '../../ui/my-picks-menu';
import styles from './profile-picks-dropdown.module.css';

const TEST_IDS = {
  toggle: 'handicapper-picks-toggle',
  panel: 'handicapper-picks-dropdown',
  item: 'handicapper-picks-item',
  remove: 'handicapper-picks-remove',
};

export function ProfilePicksDropdown() {
  const { picks, remove } = useMyPicks();
  return (
    <MyPicksMenu
      panelId="profile-picks-panel"
      picks={picks ?? []}
      onRemove={(id) => void remove(id)}
      label="My Picks"
      trailing={<IconChevronDown size={16} />}
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
      testIds={TEST_IDS}
    />
  );
}
