// One My Picks item: a compact row (player, bet, game, league, confidence) that opens the pick's
// detail, with its own remove button. Denser than the shared pick card, which is built around
// the 'Add to List' toggle that has no meaning inside the list itself.
import { displayConfidence } from '../../domain/confidence/confidence';
import type { SelectedPick } from '../../domain/lists/my-picks';
import { IconClose } from '../../ui/icons';
import { InitialsAvatar } from '../../ui/initials-avatar';
import styles from './my-pick-item.module.css';

interface MyPickItemProps {
  pick: SelectedPick;
  onOpen(): void;
  onRemove(): void;
}

export function MyPickItem({ pick, onOpen, onRemove }: MyPickItemProps) {
  const confidence = displayConfidence(pick.confidence);
  const name = pick.playerName || 'Unnamed pick';
  return (
    <li className={styles.item} data-testid="my-pick-item" data-pick-id={pick.id}>
      <button type="button" className={styles.open} onClick={onOpen} data-testid="my-pick-open">
        <InitialsAvatar name={name} className={styles.avatar} />
        <span className={styles.text}>
          <span className={styles.player}>{name}</span>
          <span className={styles.bet}>{pick.betType || pick.statType}</span>
          <span className={styles.game}>
            {[pick.league, pick.gameInfo].filter(Boolean).join(' · ')}
          </span>
        </span>
        <span className={styles.confidence} data-testid="my-pick-confidence">
          {confidence}%
        </span>
      </button>
      <button
        type="button"
        className={styles.remove}
        onClick={onRemove}
        aria-label={`Remove ${name} from My Picks`}
        data-testid="my-pick-remove"
      >
        <IconClose size={16} />
      </button>
    </li>
  );
}
