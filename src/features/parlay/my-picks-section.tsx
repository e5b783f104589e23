// The Parlay Engine's My Picks section for paid members: the list (count in the heading), 'Add
// More Picks', 'Optimize Parlays', the staking preferences, the error box and the 'Generated
// Parlays' panel.
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { SelectedPick } from '../../domain/lists/my-picks';
import {
  MIN_PICKS_TO_OPTIMIZE,
  NEED_MORE_PICKS_MESSAGE,
  OPTIMIZE_BUTTON_TEXT,
  optimizeErrorText,
} from '../../domain/parlay/optimize-parlays';
import { VIEW_PATHS } from '../../domain/navigation/routes';
import { auth } from '../../state/auth';
import { useMyPicks } from '../../state/hooks/use-my-picks';
import { openPickDetail } from '../../state/pick-detail';
import { Button, buttonClassName } from '../../ui/button';
import { EmptyMyPicks } from './empty-my-picks';
import { MyPicksList } from './my-picks-list';
import { useOptimize } from './use-optimize';
import styles from './my-picks-section.module.css';

const NO_PICKS: SelectedPick[] = [];

// The results panel and the list → detail mapping load when first needed: the dashboard is the
// first route, and its JavaScript budget (docs/performance.md) has no room for what only a tap or
// an optimize shows.
const GeneratedParlays = lazy(() =>
  import('./generated-parlays').then((m) => ({ default: m.GeneratedParlays })),
);
const StakingPanel = lazy(() =>
  import('./staking-panel').then((m) => ({ default: m.StakingPanel })),
);

export function MyPicksSection() {
  const userId = useSnapshot(auth).user?.id ?? null;
  const { picks, remove } = useMyPicks();
  const list = picks ?? NO_PICKS;
  const { state, outOfDate, optimize, simplify, togglePanel } = useOptimize(userId, list);
  const busy = state.phase === 'optimizing';
  const tooFew = list.length < MIN_PICKS_TO_OPTIMIZE;

  const open = (item: SelectedPick) =>
    void import('../../domain/lists/pick-from-selected').then(({ pickFromSelected }) =>
      openPickDetail({
        pick: pickFromSelected(item),
        sourceType: item.sourceType,
        handicapper: null,
      }),
    );

  return (
    <section className={styles.section} aria-labelledby="my-picks-heading">
      <div className={styles.head}>
        <h2 id="my-picks-heading" className={styles.title}>
          My Picks{' '}
          <span className={styles.count} data-testid="my-picks-count">
            ({list.length})
          </span>
        </h2>
        <div className={styles.actions}>
          <Link
            href={VIEW_PATHS.addPicks}
            className={buttonClassName('secondary', 'md')}
            data-testid="home-add-picks"
          >
            Add More Picks
          </Link>
          <Button
            onClick={() => void optimize()}
            disabled={tooFew || busy}
            aria-busy={busy}
            data-testid="optimize-parlays"
          >
            {busy ? OPTIMIZE_BUTTON_TEXT.busy : OPTIMIZE_BUTTON_TEXT.idle}
          </Button>
        </div>
      </div>

      {list.length > 0 && (
        <Suspense fallback={null}>
          <StakingPanel userId={userId} />
        </Suspense>
      )}

      {picks !== undefined && tooFew && (
        <p className={styles.hint} data-testid="optimize-need-more">
          {NEED_MORE_PICKS_MESSAGE}
        </p>
      )}
      {state.error !== null && (
        <div className={styles.error} role="alert" data-testid="optimize-error">
          <strong>Error:</strong> {optimizeErrorText(state.error)}
        </div>
      )}

      {picks === undefined ? null : list.length === 0 ? (
        <EmptyMyPicks />
      ) : (
        <MyPicksList picks={list} onOpen={open} onRemove={(item) => void remove(item.id)} />
      )}

      {state.phase !== 'idle' && (
        <Suspense fallback={null}>
          <GeneratedParlays
            state={state}
            outOfDate={outOfDate}
            onToggle={togglePanel}
            onSimplify={simplify}
          />
        </Suspense>
      )}
    </section>
  );
}
