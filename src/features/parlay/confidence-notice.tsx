// The holders' notice on the home screen: '2 picks in your list changed confidence', then per
// pick the player, the stat and each change (old → new, why, when); a pick's name opens its
// detail. Loaded after the home screen has rendered (home-view.tsx), it floats over the page
// instead of pushing My Picks down, and stays, on every open, until the bettor dismisses it.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { noticeHeading } from '../../domain/confidence/confidence-notice';
import {
  changedAtText,
  changedAtTitle,
  confidenceMove,
} from '../../domain/confidence/confidence-timeline';
import { pickFromSelected } from '../../domain/lists/pick-from-selected';
import { auth } from '../../state/auth';
import { openPickDetail } from '../../state/pick-detail';
import { useMyPicks } from '../../state/hooks/use-my-picks';
import { Button } from '../../ui/button';
import { IconClose } from '../../ui/icons';
import { LIVE_SIGNALS } from '../../state/live-signals';
import {
  dismissConfidenceNotice,
  loadConfidenceNotice,
  type HeldPickChanges,
} from './confidence-notice-source';
import styles from './confidence-notice.module.css';
import { clientNow } from '../../api/clock';

/** The latest changes per pick shown; older ones are in the pick's detail. */
const CHANGES_PER_PICK = 3;

function ChangeLine({
  change,
  nowMs,
}: {
  change: HeldPickChanges['changes'][number];
  nowMs: number;
}) {
  const move = confidenceMove(change);
  return (
    <li
      className={styles.change}
      data-testid="confidence-notice-change"
      data-direction={move.direction}
    >
      <span className={styles.values}>
        {move.from} → <strong>{move.to}</strong>
      </span>
      <span className={styles.reason}>{move.reason}</span>
      <time
        className={styles.when}
        dateTime={move.changedAt}
        title={changedAtTitle(move.changedAt)}
      >
        {changedAtText(move.changedAt, nowMs)}
      </time>
    </li>
  );
}

export function ConfidenceNotice() {
  const userId = useSnapshot(auth).user?.id ?? null;
  const { picks: held } = useMyPicks();
  const [loaded, setLoaded] = useState<{
    userId: number;
    picks: HeldPickChanges[];
    fromCache: boolean;
  } | null>(null);
  const [nowMs] = useState(() => clientNow());
  // a refresh job's results (the live stream, issue [O]) ask again
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const again = () => setAsked((n) => n + 1);
    window.addEventListener(LIVE_SIGNALS.confidence, again);
    return () => window.removeEventListener(LIVE_SIGNALS.confidence, again);
  }, []);
  // a new device's list arrives from the server after the first read: asked once it holds picks
  const holding = (held?.length ?? 0) > 0;

  // once per open of the home screen (and account), and again when a refresh job's results arrive:
  // the list read from Dexie decides `since`
  useEffect(() => {
    if (userId === null || !holding || !held) return undefined;
    let live = true;
    void loadConfidenceNotice(held)
      .then((notice) => {
        if (live) setLoaded({ userId, ...notice });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked once, when the list holds picks
  }, [userId, holding, asked]);

  // a pick taken off the list meanwhile leaves the notice at once
  const byId = new Map((held ?? []).map((item) => [item.id, item]));
  const shown = loaded?.userId === userId ? loaded.picks.filter((p) => byId.has(p.item_id)) : [];
  const heading = noticeHeading(shown);
  if (heading === null) return null;

  const dismiss = () => {
    setLoaded(null);
    void dismissConfidenceNotice(shown).catch(() => undefined);
  };
  const open = (itemId: string) => {
    const item = byId.get(itemId);
    if (item)
      openPickDetail({
        pick: pickFromSelected(item),
        sourceType: item.sourceType,
        handicapper: null,
      });
  };

  return (
    <section
      className={styles.notice}
      aria-labelledby="confidence-notice-title"
      aria-live="polite"
      data-testid="confidence-notice"
      data-source={loaded?.fromCache ? 'cache' : 'server'}
    >
      <div className={styles.head}>
        <h2
          id="confidence-notice-title"
          className={styles.title}
          data-testid="confidence-notice-title"
        >
          {heading}
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={dismiss}
          aria-label="Dismiss"
          data-testid="confidence-notice-close"
        >
          <IconClose size={18} />
        </button>
      </div>
      <ul className={styles.picks}>
        {shown.map((pick) => (
          <li
            key={pick.item_id}
            className={styles.pick}
            data-testid="confidence-notice-pick"
            data-pick-id={pick.item_id}
          >
            <button
              type="button"
              className={styles.player}
              onClick={() => open(pick.item_id)}
              data-testid="confidence-notice-open"
            >
              {pick.player_name ?? 'A pick'}
              {pick.stat_type && <span className={styles.stat}> · {pick.stat_type}</span>}
            </button>
            <ol className={styles.changes}>
              {pick.changes
                .slice(-CHANGES_PER_PICK)
                .reverse()
                .map((change) => (
                  <ChangeLine
                    key={`${change.changed_at}-${change.confidence}`}
                    change={change}
                    nowMs={nowMs}
                  />
                ))}
            </ol>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {loaded?.fromCache && (
          <span className={styles.cached} data-testid="confidence-notice-cached">
            Offline: as of the last check
          </span>
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={dismiss}
          data-testid="confidence-notice-dismiss"
        >
          Dismiss
        </Button>
      </div>
    </section>
  );
}
