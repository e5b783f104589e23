// The Handicappers tab: a card per handicapper (only the rows near the viewport in the DOM, a
// virtual list), 6 skeletons while the first page loads, the spec's empty text; a refused 6th
// favourite is told on the card whose star was tapped.
import type { HandicapperCard as HandicapperCardData } from '../../../api/worker-contract';
import { PICKS_LIST_ROOT_MARGIN_PX } from '../../../domain/picks/list-paging';
import {
  HANDICAPPER_SKELETON_COUNT,
  PICKS_BROWSER_TEXTS,
} from '../../../domain/picks/picks-browser-texts';
import type { PicksListFooter } from '../../../domain/picks/picks-list-footer';
import type { Pick } from '../../../domain/picks/server-pick';
import { useMediaQuery } from '../hooks/use-media-query';
import { useSentinel } from '../../../ui/use-sentinel';
import { HandicapperCard } from './handicapper-card';
import styles from './handicappers-list.module.css';
import { ListEnd } from './list-end';
import { VirtualRows } from './virtual-rows';

/** One column of cards at this width and below (the card grid's breakpoint). */
const ONE_COLUMN_QUERY = '(max-width: 900px)';
/** A row of handicapper cards before it is measured: the header, three pick cards, the gap. */
const HANDICAPPER_ROW_ESTIMATE_PX = 760;

const keyOfHandicapper = (handicapper: HandicapperCardData) => handicapper.id;

interface HandicappersListProps {
  rows: readonly HandicapperCardData[] | null;
  loading: boolean;
  footer: PicksListFooter;
  /** The slate is still paging in: the counts, and so the order of the cards, may still change. */
  more: boolean;
  favoriteIds: ReadonlySet<number>;
  canFavorite: boolean;
  /** The refusal of a 6th favourite, shown beside the star that was tapped. */
  limit: { handicapperId: number; message: string } | null;
  addedIds: ReadonlySet<string>;
  idOf(pick: Pick): string;
  onNearEnd(): void;
  onOpenProfile(handicapper: HandicapperCardData): void;
  onFavorite(handicapper: HandicapperCardData): void;
  onOpenPick(pick: Pick): void;
  onTogglePick(pick: Pick): void;
}

export function HandicappersList(props: HandicappersListProps) {
  const { rows, loading, footer, more, favoriteIds, canFavorite, limit } = props;
  const sentinel = useSentinel<HTMLDivElement>(props.onNearEnd, PICKS_LIST_ROOT_MARGIN_PX);
  const list = rows ?? [];
  const oneColumn = useMediaQuery(ONE_COLUMN_QUERY);
  return (
    <section aria-label="Handicappers" aria-busy={more} data-testid="handicappers-list">
      {list.length === 0 && (loading || rows === null) ? (
        <div className={styles.grid} aria-busy="true">
          {Array.from({ length: HANDICAPPER_SKELETON_COUNT }, (_, i) => (
            <div key={i} className={styles.skeleton} data-testid="handicapper-skeleton" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <p className={styles.empty} data-testid="handicappers-empty">
          {PICKS_BROWSER_TEXTS.noHandicapperPicks}
        </p>
      ) : (
        <VirtualRows
          items={list}
          columns={oneColumn ? 1 : 2}
          gapPx={16}
          estimateRowPx={HANDICAPPER_ROW_ESTIMATE_PX}
          overscanRows={1}
          keyOf={keyOfHandicapper}
          renderItem={(h) => (
            <HandicapperCard
              handicapper={h}
              favorite={favoriteIds.has(h.id)}
              limitMessage={limit?.handicapperId === h.id ? limit.message : null}
              canFavorite={canFavorite}
              addedIds={props.addedIds}
              idOf={props.idOf}
              onOpenProfile={props.onOpenProfile}
              onFavorite={props.onFavorite}
              onOpenPick={props.onOpenPick}
              onTogglePick={props.onTogglePick}
            />
          )}
        />
      )}
      {footer === 'sentinel' && list.length > 0 && (
        <div ref={sentinel} className={styles.sentinel} data-testid="handicappers-sentinel" />
      )}
      {footer === 'more' && list.length > 0 && (
        // the last card shown while more picks are fetched: more cards may follow
        <ListEnd testId="handicappers-loading-more" status>
          {PICKS_BROWSER_TEXTS.loading}
        </ListEnd>
      )}
    </section>
  );
}
