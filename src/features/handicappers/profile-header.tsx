// The profile's header card: avatar, name, 'Multiple Sports', star rating, '{accuracy} Accuracy',
// the favourite star, and '📊 Raw Sheet' on Cole's Algo Picks' profile only.
import {
  averageClvText,
  CLOSING_LINE_EXPLAINED,
  type ClosingLineSummary,
} from '../../domain/handicappers/closing-line-summary';
import { useState } from 'react';
import {
  accuracyLabel,
  handicapperAccuracy,
  RATING_MAX,
  type GradedRecord,
} from '../../domain/handicappers/handicappers';
import { InitialsAvatar } from '../../ui/initials-avatar';
import { PROFILE_TEXTS } from '../../domain/handicappers/profile-picks';
import { RAW_SHEET_BUTTON_TEXT, showsRawSheetButton } from '../../domain/raw-sheet/raw-sheet-table';
import { openRawSheet } from '../../state/raw-sheet';
import { useFavorites } from '../../state/hooks/use-favorites';
import { IconStar } from '../../ui/icons';
import styles from './handicapper-profile.module.css';

interface ProfileHeaderProps {
  id: number;
  name: string;
  /** The server's graded record, or null when it could not be loaded. */
  record: GradedRecord | null;
  pickCount: number;
  /** Closing line value over the graded picks, or null when the record could not be loaded. */
  closingLine?: ClosingLineSummary | null;
}

export function ProfileHeader({ id, name, record, pickCount, closingLine }: ProfileHeaderProps) {
  const clv = closingLine ? averageClvText(closingLine) : null;
  const favorites = useFavorites();
  const [notice, setNotice] = useState<string | null>(null);
  const accuracy = handicapperAccuracy({ name, record, pickCount });
  const rating = accuracy.rating;
  const favorite = favorites.isFavorite(id);

  const toggle = async () => {
    setNotice(await favorites.toggle({ id, name, accuracy: accuracy.text }));
  };

  return (
    <section
      className={styles.header}
      aria-labelledby="handicapper-name"
      data-testid="handicapper-header"
    >
      <InitialsAvatar name={name} className={styles.avatar} />
      <div className={styles.identity}>
        <h1 id="handicapper-name" className={styles.name} data-testid="handicapper-name">
          {name}
        </h1>
        <p className={styles.sports}>{PROFILE_TEXTS.multipleSports}</p>
        <div className={styles.ratingRow}>
          <span
            className={styles.stars}
            role="img"
            aria-label={`${rating} of ${RATING_MAX} stars`}
            data-testid="handicapper-rating"
          >
            {'★'.repeat(rating)}
            <span className={styles.starsOff}>{'★'.repeat(RATING_MAX - rating)}</span>
          </span>
          <span className={styles.accuracy} data-testid="handicapper-accuracy">
            {accuracyLabel(accuracy.text)}
          </span>
          {clv !== null && (
            <span
              className={styles.clv}
              title={CLOSING_LINE_EXPLAINED}
              data-testid="handicapper-clv"
            >
              {clv}
            </span>
          )}
        </div>
        {accuracy.note && (
          <p className={styles.accuracyNote} data-testid="handicapper-accuracy-note">
            {accuracy.note}
          </p>
        )}
      </div>
      <div className={styles.headerActions}>
        <button
          type="button"
          className={`${styles.favorite} ${favorite ? styles.favoriteOn : ''}`}
          aria-pressed={favorite}
          disabled={!favorites.canFavorite || favorites.favorites === undefined}
          onClick={() => void toggle()}
          data-testid="handicapper-favorite"
        >
          <IconStar size={18} />
          {favorite ? 'Favorited' : 'Favorite'}
        </button>
        {showsRawSheetButton(name) && (
          <button
            type="button"
            className={styles.rawSheet}
            onClick={openRawSheet}
            data-testid="raw-sheet-open"
          >
            {RAW_SHEET_BUTTON_TEXT}
          </button>
        )}
      </div>
      {notice && (
        <p className={styles.notice} role="alert" data-testid="handicapper-favorite-error">
          {notice}
        </p>
      )}
    </section>
  );
}
