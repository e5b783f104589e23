// Home (/dashboard): the Parlay Engine with My Picks and the optimizer; free users see the
// premium upsell in their place; a member whose held picks changed confidence gets the notice.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { hasPaidAccess } from '../../domain/auth/roles';
import { auth } from '../../state/auth';
import { Logo } from '../../ui/brand';
import { PageHeader } from '../../ui/page-header';
import { MyPicksSection } from './my-picks-section';
import { PremiumUpsell } from './premium-upsell';
import styles from './home-view.module.css';

// Loaded only once the home screen has rendered: the first route's JavaScript budget
// (docs/performance.md) has no room for it, and it asks the server after the page's own calls.
const ConfidenceNotice = lazy(() =>
  import('./confidence-notice').then((m) => ({ default: m.ConfidenceNotice })),
);
const NOTICE_DELAY_MS = 1200;

function useAfterDelay(ms: number): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return due;
}

export function HomeView() {
  const { roles } = useSnapshot(auth);
  const paid = hasPaidAccess(roles);
  const noticeDue = useAfterDelay(NOTICE_DELAY_MS);

  return (
    <div className={styles.view} data-testid="view-home">
      <PageHeader
        leading={<Logo size={52} />}
        title="Parlay Engine"
        titleTestId="home-title"
        description="Pick the legs you trust, then let the optimizer split them into the parlays worth playing."
      />
      {paid ? <MyPicksSection /> : <PremiumUpsell />}
      {paid && noticeDue && (
        <Suspense fallback={null}>
          <ConfidenceNotice />
        </Suspense>
      )}
    </div>
  );
}
