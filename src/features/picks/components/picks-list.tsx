// The Picks tab: two columns of pick cards (one on phones), only the rows near the viewport in the
// DOM (a virtual list), more rows as the sentinel nears the viewport, the loading state while the
// data worker still fetches picks, and the 'No more picks.' rule at the real end.
import { memo, useLayoutEffect } from 'react';
import type { EmptyList } from '../../../domain/picks/empty-list-text';
import { PICKS_LIST_ROOT_MARGIN_PX } from '../../../domain/picks/list-paging';
import { PICKS_BROWSER_TEXTS } from '../../../domain/picks/picks-browser-texts';
import type { PicksListFooter } from '../../../domain/picks/picks-list-footer';
import type { Pick } from '../../../domain/picks/server-pick';
import { IconCalendar, IconSearch } from '../../../ui/icons';
import { PickCard } from '../../../ui/pick-card';
import { useMediaQuery } from '../hooks/use-media-query';
import { useSentinel } from '../../../ui/use-sentinel';
import styles from './picks-list.module.css';
import { ListEnd } from './list-end';
import { VirtualRows } from './virtual-rows';

/** One column of cards at this width and below (the card grid's breakpoint). */
const ONE_COLUMN_QUERY = '(max-width: 640px)';
/** A row of pick cards before it is measured (most cards measure 204 px, a wrapped bet type more). */
const PICK_ROW_ESTIMATE_PX = 210;

const keyOfPick = (pick: Pick) => pick.id;

interface PicksListProps {
  rows: readonly Pick[];
  addedIds: ReadonlySet<string>;
  idOf(pick: Pick): string;
  footer: PicksListFooter;
  /**
   * What an empty list says (src/domain/picks/empty-list-text.ts: `emptyList` gives the picture its kind
   * too); 'No more picks.' when absent.
   */
  emptyText?: string | EmptyList | null;
  onNearEnd(): void;
  onOpen(pick: Pick): void;
  onToggle(pick: Pick): void;
}

let firstCardMarked = false;

/** The offline cold-start benchmark reads this mark: the first pick card on screen. */
function markFirstCard(): void {
  if (firstCardMarked) return;
  firstCardMarked = true;
  // After the frame that paints the card, not when React commits it.
  requestAnimationFrame(() => setTimeout(() => performance.mark('first-pick-card'), 0));
}

/**
 * A card of the list, drawn again only when its pick or its 'Added' state changes: while the list
 * scrolls, the rows already shown are not re-rendered (each step would otherwise redraw them all).
 */
const ListCard = memo(function ListCard(props: {
  pick: Pick;
  added: boolean;
  onOpen(pick: Pick): void;
  onToggle(pick: Pick): void;
}) {
  const { pick, added, onOpen, onToggle } = props;
  return (
    <PickCard
      pick={pick}
      added={added}
      onOpen={() => onOpen(pick)}
      onToggle={() => onToggle(pick)}
    />
  );
});

export function PicksList(props: PicksListProps) {
  const { rows, addedIds, idOf, footer, emptyText, onNearEnd, onOpen, onToggle } = props;
  const sentinel = useSentinel<HTMLDivElement>(onNearEnd, PICKS_LIST_ROOT_MARGIN_PX);
  const phone = useMediaQuery(ONE_COLUMN_QUERY);
  useLayoutEffect(() => {
    if (rows.length > 0) markFirstCard();
  }, [rows.length]);
  return (
    <section aria-label="Picks" data-testid="picks-list">
      <VirtualRows
        items={rows}
        columns={phone ? 1 : 2}
        gapPx={phone ? 12 : 16}
        estimateRowPx={PICK_ROW_ESTIMATE_PX}
        keyOf={keyOfPick}
        renderItem={(pick) => (
          <ListCard
            pick={pick}
            added={addedIds.has(idOf(pick))}
            onOpen={onOpen}
            onToggle={onToggle}
          />
        )}
      />
      {footer === 'sentinel' && (
        <div ref={sentinel} className={styles.sentinel} data-testid="picks-sentinel" />
      )}
      {footer === 'more' && (
        // more picks are still being fetched: the list goes on once they are in
        <ListEnd testId="picks-loading-more" status>
          {PICKS_BROWSER_TEXTS.loading}
        </ListEnd>
      )}
      {footer === 'no-more' && rows.length === 0 && emptyText ? (
        <EmptyListNote
          empty={typeof emptyText === 'string' ? { kind: 'date', text: emptyText } : emptyText}
        />
      ) : (
        footer === 'no-more' && (
          <ListEnd testId="picks-no-more">{PICKS_BROWSER_TEXTS.noMorePicks}</ListEnd>
        )
      )}
    </section>
  );
}

/** An empty list in words, with a quiet picture of why: a calendar for the date, a lens for a search. */
function EmptyListNote({ empty }: { empty: EmptyList }) {
  const Icon = empty.kind === 'search' ? IconSearch : IconCalendar;
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <Icon size={22} />
      </span>
      <p role="status" data-testid="picks-empty" data-kind={empty.kind}>
        {empty.text}
      </p>
    </div>
  );
}
