// 'My Picks from {name}' and 'Recent Picks': pick cards that open the detail; Recent Picks are the
// handicapper's qualified picks, best first, minus those already chosen, 25 at a time.
import { useState } from 'react';
import { useLocation } from 'wouter';
import {
  PROFILE_LIST_ROOT_MARGIN_PX,
  hasMoreToShow,
  initialVisibleCount,
  nextVisibleCount,
} from '../../domain/picks/list-paging';
import { selectedPickFrom, selectedPickId, type SelectedPick } from '../../domain/lists/my-picks';
import {
  PROFILE_TEXTS,
  myPicksFromHeading,
  noPicksFromText,
  recentProfilePicks,
} from '../../domain/handicappers/profile-picks';
import type { Pick } from '../../domain/picks/server-pick';
import { formatSlateDate } from '../../domain/time/slate-date';
import { namesMatch } from '../../domain/picks/text-match';
import { profilePathForName } from '../../state/handicapper-selection';
import { openPickDetail } from '../../state/pick-detail';
import { useMyPicks } from '../../state/hooks/use-my-picks';
import { PickCard } from '../../ui/pick-card';
import { pickFromSelected } from '../../domain/lists/pick-from-selected';
import type { ProfilePicks } from './use-profile';
import { useSentinel } from '../../ui/use-sentinel';
import styles from './handicapper-profile.module.css';
import { clientNow } from '../../api/clock';

interface Props {
  id: number;
  name: string;
  picks: ProfilePicks;
  date: string | null;
}

const NO_PICKS: Pick[] = [];

export function ProfilePickSections({ id, name, picks, date }: Props) {
  const myPicks = useMyPicks();
  const [, navigate] = useLocation();
  const [visible, setVisible] = useState<number | null>(null);
  const handicapper = { id, name };
  const all = picks.status === 'ok' ? picks.picks : NO_PICKS;
  const chosen = myPicks.ids;
  const isChosen = (pick: Pick) =>
    chosen.has(selectedPickId('handicapper', pick.id, name)) ||
    chosen.has(selectedPickId('pick', pick.id));
  const recent = recentProfilePicks(all, isChosen);
  const shownCount = visible ?? initialVisibleCount(recent.length);
  const sentinel = useSentinel<HTMLDivElement>(
    () => setVisible(nextVisibleCount(shownCount, recent.length)),
    PROFILE_LIST_ROOT_MARGIN_PX,
  );
  const mine = (myPicks.picks ?? []).filter(
    (item) =>
      (item.handicapperName !== null && namesMatch(item.handicapperName, name)) ||
      item.handicapperNames.some((n) => namesMatch(n, name)),
  );
  const openExpert = (expert: string) => navigate(profilePathForName(expert));
  const mineCard = (item: SelectedPick) => {
    const pick = all.find((p) => p.id === item.sourceId) ?? pickFromSelected(item);
    return (
      <PickCard
        key={item.id}
        pick={pick}
        added
        onToggle={() => void myPicks.remove(item.id)}
        onOpen={() =>
          openPickDetail({
            pick,
            sourceType: item.sourceType,
            handicapper: item.sourceType === 'handicapper' ? handicapper : null,
          })
        }
        onExpertClick={openExpert}
        testId="handicapper-my-pick"
      />
    );
  };

  return (
    <>
      <section
        className={styles.section}
        aria-labelledby="profile-mine-title"
        data-testid="handicapper-my-picks"
      >
        <h2 id="profile-mine-title" className={styles.sectionTitle}>
          {myPicksFromHeading(name)} <span className={styles.count}>{mine.length}</span>
        </h2>
        {mine.length === 0 ? (
          <p className={styles.emptyText} data-testid="handicapper-my-picks-empty">
            {noPicksFromText(name)}
          </p>
        ) : (
          <div className={styles.grid}>{mine.map(mineCard)}</div>
        )}
      </section>
      <section
        className={styles.section}
        aria-labelledby="profile-recent-title"
        data-testid="handicapper-recent"
      >
        <h2 id="profile-recent-title" className={styles.sectionTitle}>
          Recent Picks{' '}
          <span className={styles.count} data-testid="handicapper-recent-count">
            {recent.length}
          </span>
        </h2>
        {picks.status === 'loading' ? (
          <p className={styles.emptyText}>Loading picks…</p>
        ) : picks.status !== 'ok' ? (
          <p className={styles.errorText} role="alert" data-testid="handicapper-recent-error">
            {picks.status === 'offline'
              ? 'Recent picks need a connection: they have not been loaded on this device yet.'
              : picks.message}
          </p>
        ) : recent.length === 0 ? (
          <div className={styles.emptyText} data-testid="handicapper-recent-empty">
            <p>{PROFILE_TEXTS.noRecentPicks}</p>
            {date && <p className={styles.checked}>Checked {formatSlateDate(date)}</p>}
          </div>
        ) : (
          <>
            <div className={styles.grid}>
              {recent.slice(0, shownCount).map((pick) => (
                <PickCard
                  key={pick.id}
                  pick={pick}
                  added={false}
                  onToggle={() =>
                    void myPicks.toggle(
                      selectedPickFrom(pick, 'handicapper', handicapper, clientNow()),
                    )
                  }
                  onOpen={() => openPickDetail({ pick, sourceType: 'handicapper', handicapper })}
                  onExpertClick={openExpert}
                  testId="handicapper-recent-pick"
                />
              ))}
            </div>
            {hasMoreToShow(shownCount, recent.length) && (
              <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
            )}
          </>
        )}
      </section>
    </>
  );
}
