// Home (/dashboard): Parlay Engine with the My Picks section; free users see the premium upsell in its place.
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { VIEW_PATHS } from '../../domain/routes';
import { hasPaidAccess } from '../../domain/roles';
import { auth } from '../../state/auth';
import { Badge } from '../../ui/badge';
import { Logo } from '../../ui/brand';
import { buttonClassName } from '../../ui/button';
import { IconTicket } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { PlaceholderPanel } from '../../ui/placeholder-panel';
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

      <section className={styles.section} aria-labelledby="my-picks-heading">
        <div className={styles.sectionHead}>
          <h2 id="my-picks-heading" className={styles.sectionTitle}>
            My Picks
          </h2>
          {paid && (
            <Badge tone="neutral" data-testid="my-picks-count">
              0 picks
            </Badge>
          )}
        </div>

        {paid ? (
          <PlaceholderPanel
            data-testid="my-picks-placeholder"
            title="Your pick list and the parlay optimizer"
            release="the My Picks release"
            icon={<IconTicket />}
            actions={
              <Link
                href={VIEW_PATHS.addPicks}
                className={buttonClassName('primary', 'md')}
                data-testid="home-add-picks"
              >
                Add More Picks
              </Link>
            }
          >
            The picks you add will be listed here, with an &lsquo;Optimize Parlays&rsquo; button
            that turns them into sub-parlays. Both arrive in the My Picks release.
          </PlaceholderPanel>
        ) : (
          <PremiumUpsell />
        )}
      </section>
    </div>
  );
}
