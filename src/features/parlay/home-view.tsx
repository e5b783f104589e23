// Home (/dashboard): the Parlay Engine with My Picks and the optimizer; free users see the
// premium upsell in their place.
import { useSnapshot } from 'valtio';
import { hasPaidAccess } from '../../domain/roles';
import { auth } from '../../state/auth';
import { Logo } from '../../ui/brand';
import { PageHeader } from '../../ui/page-header';
import { MyPicksSection } from './my-picks-section';
import { PremiumUpsell } from './premium-upsell';
import styles from './home-view.module.css';

export function HomeView() {
  const { roles } = useSnapshot(auth);
  const paid = hasPaidAccess(roles);

  return (
    <div className={styles.view} data-testid="view-home">
      <PageHeader
        leading={<Logo size={52} />}
        title="Parlay Engine"
        titleTestId="home-title"
        description="Pick the legs you trust, then let the optimizer split them into the parlays worth playing."
      />
      {paid ? <MyPicksSection /> : <PremiumUpsell />}
    </div>
  );
}
