// A handicapper in the Handicappers tab: name, accuracy, stars, sports, the favourite star and
// their first picks; a tap on the card opens the profile.
import { memo } from 'react';
import type { HandicapperCard as HandicapperCardData } from '../../../api/worker-contract';
import { accuracyLabel } from '../../../domain/handicappers/handicappers';
import type { Pick } from '../../../domain/picks/server-pick';
import { IconStar } from '../../../ui/icons';
import { PickCard } from '../../../ui/pick-card';
import { InitialsAvatar } from '../../../ui/initials-avatar';
import { useTap } from '../hooks/use-tap';
import styles from './handicappers-list.module.css';

/** How many of a handicapper's picks the card shows; the profile lists them all. */
export const PICKS_PER_HANDICAPPER_CARD = 3;

interface HandicapperCardProps {
  handicapper: HandicapperCardData;
  favorite: boolean;
  /** Why this card's star was refused (the favourites limit), or null. */
  limitMessage: string | null;
  canFavorite: boolean;
  addedIds: ReadonlySet<string>;
  idOf(pick: Pick): string;
  onOpenProfile(handicapper: HandicapperCardData): void;
  onFavorite(handicapper: HandicapperCardData): void;
  onOpenPick(pick: Pick): void;
  onTogglePick(pick: Pick): void;
}

/** Drawn again only when its props change: a scrolling list does not redraw the cards it shows. */
export const HandicapperCard = memo(function HandicapperCard(props: HandicapperCardProps) {
  const { handicapper: h, favorite, canFavorite, addedIds, idOf } = props;
  const tap = useTap(() => props.onOpenProfile(h));
  const shown = h.picks.slice(0, PICKS_PER_HANDICAPPER_CARD);
  const more = h.pickCount - shown.length;
  return (
    <article
      className={styles.card}
      data-testid="handicapper-card"
      data-handicapper-id={h.id}
      {...tap}
    >
      <header className={styles.head}>
        <InitialsAvatar name={h.name} className={styles.avatar} decorative={false} />
        <div className={styles.titles}>
          <h3 className={styles.name}>
            <button type="button" className={styles.openButton} data-testid="handicapper-open">
              {h.name}
            </button>
          </h3>
          <p className={styles.stats}>
            <span className={styles.stars} aria-label={`${h.rating} of 5 stars`}>
              {'★'.repeat(h.rating)}
              <span className={styles.starsOff}>{'★'.repeat(Math.max(0, 5 - h.rating))}</span>
            </span>
            <span data-testid="handicapper-card-accuracy">{accuracyLabel(h.accuracy)}</span>
            <span>
              {h.pickCount} {h.pickCount === 1 ? 'pick' : 'picks'}
            </span>
          </p>
          {h.accuracyNote && (
            <p className={styles.note} data-testid="handicapper-card-accuracy-note">
              {h.accuracyNote}
            </p>
          )}
          {h.sports.length > 0 && <p className={styles.sports}>{h.sports.join(' · ')}</p>}
        </div>
        <button
          type="button"
          className={`${styles.favorite} ${favorite ? styles.favoriteOn : ''}`}
          aria-pressed={favorite}
          aria-label={favorite ? `Remove ${h.name} from favorites` : `Add ${h.name} to favorites`}
          title={canFavorite ? undefined : 'Sign in to keep favorites'}
          disabled={!canFavorite}
          onPointerDown={(event) => event.stopPropagation()}
          onClick={(event) => {
            event.stopPropagation();
            props.onFavorite(h);
          }}
          data-testid="handicapper-favorite"
        >
          <IconStar size={20} />
        </button>
      </header>
      {props.limitMessage !== null && (
        <p className={styles.limit} role="alert" data-testid="favorites-limit">
          {props.limitMessage}
        </p>
      )}
      {/* The picks open their own detail; their clicks must not also open the profile. */}
      <div
        className={styles.picks}
        onClick={(event) => event.stopPropagation()}
        onPointerDown={(event) => event.stopPropagation()}
      >
        {shown.map((pick) => (
          <PickCard
            key={pick.id}
            pick={pick}
            added={addedIds.has(idOf(pick))}
            onOpen={() => props.onOpenPick(pick)}
            onToggle={() => props.onTogglePick(pick)}
            testId="handicapper-pick-card"
          />
        ))}
      </div>
      {more > 0 && (
        <p className={styles.more}>
          +{more} more {more === 1 ? 'pick' : 'picks'} on the profile
        </p>
      )}
    </article>
  );
});
