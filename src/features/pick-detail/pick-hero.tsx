// The top of the detail: player image, name, bet type and price, game, confidence and Add to
// List / Added.
import { displayConfidence } from '../../domain/confidence/confidence';
import { InitialsAvatar } from '../../ui/initials-avatar';
import { ADD_TOGGLE_TEXT, selectedPickFrom } from '../../domain/lists/my-picks';
import { selectedPickId } from '../../domain/lists/my-picks';
import type { OpenPickDetail } from '../../state/pick-detail';
import { useMyPicks } from '../../state/hooks/use-my-picks';
import { useFormattedOdds } from '../../ui/odds-format';
import styles from './pick-detail.module.css';
import { clientNow } from '../../api/clock';

export function PickHero({ detail, image }: { detail: OpenPickDetail; image: string | null }) {
  const { pick, sourceType, handicapper } = detail;
  const myPicks = useMyPicks();
  const id = selectedPickId(sourceType, pick.id, handicapper?.name ?? null);
  const added = myPicks.ids.has(id);
  const confidence = displayConfidence(pick.confidence);
  const price = useFormattedOdds(pick.odds);

  return (
    <section className={styles.hero} aria-label="Pick">
      {image ? (
        <img className={styles.photo} src={image} alt={pick.playerName} width={72} height={72} />
      ) : (
        <InitialsAvatar
          name={pick.playerName}
          className={`${styles.photo} ${styles.photoInitials}`}
          tinted={false}
        />
      )}
      <div className={styles.heroText}>
        <h2 id="pick-detail-title" className={styles.player} data-testid="pick-detail-player">
          {pick.playerName}
        </h2>
        <p className={styles.betType} data-testid="pick-detail-bet-type">
          {pick.betType}
          {price !== null && (
            <span className={styles.price} data-testid="pick-detail-odds">
              {price}
            </span>
          )}
        </p>
        <p className={styles.gameInfo} data-testid="pick-detail-game">
          {pick.league !== '' && <span className={styles.league}>{pick.league}</span>}
          {pick.gameInfo}
        </p>
      </div>
      <div className={styles.heroSide}>
        <div className={styles.confidence} data-testid="pick-detail-confidence">
          <span className={styles.confidenceValue}>{confidence}%</span>
          <span className={styles.confidenceLabel}>Confidence</span>
        </div>
        <button
          type="button"
          className={`${styles.addButton} ${added ? styles.added : ''}`}
          aria-pressed={added}
          disabled={myPicks.picks === undefined}
          onClick={() =>
            void myPicks.toggle(selectedPickFrom(pick, sourceType, handicapper, clientNow()))
          }
          data-testid="pick-detail-toggle"
        >
          {added ? ADD_TOGGLE_TEXT.added : ADD_TOGGLE_TEXT.add}
        </button>
      </div>
    </section>
  );
}
