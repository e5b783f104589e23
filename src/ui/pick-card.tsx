// One pick as a card: player, bet type, game, Picked By avatars, confidence (with what it has
// meant in graded history), league and the 'Add to List' toggle. Shared by the picks browser, the
// pick detail and My Picks; presentational.
import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { displayConfidence } from '../domain/confidence/confidence';
import { ADD_TOGGLE_TEXT } from '../domain/lists/my-picks';
import type { Pick } from '../domain/picks/server-pick';
import { isTap } from '../domain/picks/tap-gesture';
import { InitialsAvatar } from './initials-avatar';
import { historicalMeaningText } from '../domain/probability/pick-probabilities';
import { useFormattedOdds } from './odds-format';
import { PickCardExperts } from './pick-card-experts';
import styles from './pick-card.module.css';

export interface PickCardProps {
  pick: Pick;
  added: boolean;
  onToggle(): void;
  onOpen(): void;
  onExpertClick?: (name: string) => void;
  testId?: string;
}

/** The image source of a stored player image: a data or http URL as is, bare base64 as PNG. */
export function playerImageSrc(image: string | null): string | null {
  if (image === null || image.trim() === '') return null;
  return /^(data:|https?:|\/)/.test(image) ? image : `data:image/png;base64,${image}`;
}

/** Confidence band for the colour of the number (the spec leaves the thresholds open). */
export function confidenceBand(value: number): 'high' | 'medium' | 'base' {
  if (value >= 75) return 'high';
  if (value >= 60) return 'medium';
  return 'base';
}

export function PickCard({ pick, added, onToggle, onOpen, onExpertClick, testId }: PickCardProps) {
  const press = useRef<{ x: number; y: number; atMs: number } | null>(null);
  const confidence = displayConfidence(pick.confidence);
  const image = playerImageSrc(pick.playerImageBase64);
  // what this confidence has meant in graded history (the calibrated probability)
  const history = historicalMeaningText(pick.meta.calibratedProbability ?? null);
  const price = useFormattedOdds(pick.odds);
  // the best price among the books quoting the pick, and where it is (issue [M])
  const book = pick.meta.sportsbook?.trim() || null;

  const onPointerDown = (event: PointerEvent) => {
    press.current = { x: event.clientX, y: event.clientY, atMs: performance.now() };
  };
  const onClick = (event: MouseEvent) => {
    const start = press.current;
    press.current = null;
    // A keyboard click (detail 0) has no press; a pointer press must be a tap, not a drag.
    if (event.detail !== 0 && start !== null) {
      const end = { x: event.clientX, y: event.clientY, atMs: performance.now() };
      if (!isTap(start, end)) return;
    }
    onOpen();
  };
  const onToggleClick = (event: MouseEvent) => {
    event.stopPropagation();
    onToggle();
  };

  return (
    <article
      className={styles.card}
      data-testid={testId ?? 'pick-card'}
      data-pick-id={pick.id}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <header className={styles.head}>
        {image ? (
          <img className={styles.photo} src={image} alt="" width={48} height={48} />
        ) : (
          <InitialsAvatar name={pick.playerName} className={`${styles.photo} ${styles.initials}`} />
        )}
        <div className={styles.titles}>
          <h3 className={styles.player}>
            {/* The name is the keyboard way in: its click bubbles to the card's handler. */}
            <button type="button" className={styles.openButton} data-testid="pick-card-player">
              {pick.playerName}
            </button>
          </h3>
          <p className={styles.betType} data-testid="pick-card-bet-type">
            {pick.betType}
          </p>
        </div>
        <div
          className={`${styles.confidence} ${styles[confidenceBand(confidence)]}`}
          data-testid="pick-card-confidence"
          aria-label={`Confidence ${confidence}%`}
        >
          <span className={styles.confidenceValue}>{confidence}%</span>
          <span className={styles.label}>Confidence</span>
        </div>
      </header>
      <div className={styles.meta}>
        {pick.league !== '' && (
          <span className={styles.league} data-testid="pick-card-league">
            {pick.league}
          </span>
        )}
        <span className={styles.game}>{pick.gameInfo}</span>
        {price !== null && (
          <span
            className={styles.price}
            title={book ? `Best price: ${price} at ${book}` : undefined}
            data-testid="pick-card-price"
          >
            <span data-testid="pick-card-odds">{price}</span>
            {book && (
              <span className={styles.book} data-testid="pick-card-book">
                {book}
              </span>
            )}
          </span>
        )}
      </div>
      {history !== null && (
        <p className={styles.history} data-testid="pick-card-history">
          {`At ${confidence}%: ${history}`}
        </p>
      )}
      <footer className={styles.foot}>
        <PickCardExperts names={pick.handicapperNames} onExpertClick={onExpertClick} />
        <button
          type="button"
          className={`${styles.toggle} ${added ? styles.added : ''}`}
          aria-pressed={added}
          onClick={onToggleClick}
          onPointerDown={(event) => event.stopPropagation()}
          data-testid="pick-card-toggle"
        >
          {added ? ADD_TOGGLE_TEXT.addedTick : ADD_TOGGLE_TEXT.add}
        </button>
      </footer>
    </article>
  );
}
