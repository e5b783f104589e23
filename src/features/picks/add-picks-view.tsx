// The picks browser (/add-picks, paid access only); the browser itself arrives with the picks release.
import { Link } from 'wouter';
import { VIEW_PATHS } from '../../domain/routes';
import { buttonClassName } from '../../ui/button';
import { IconArrowLeft, IconTicket } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { PlaceholderPanel } from '../../ui/placeholder-panel';

export function AddPicksView() {
  return (
    <div data-testid="view-add-picks">
      <PageHeader
        title="Add Picks"
        description={
          "Browse today's picks by player or by handicapper, filter by league and stat type, and add them to My Picks."
        }
        actions={
          <Link
            href={VIEW_PATHS.home}
            className={buttonClassName('secondary', 'md')}
            data-testid="add-picks-back"
          >
            <IconArrowLeft size={18} />
            Back to Parlay Engine
          </Link>
        }
      />
      <PlaceholderPanel
        data-testid="add-picks-placeholder"
        title="The picks browser"
        release="the picks release"
        icon={<IconTicket />}
      >
        Search, league tabs, the Picks / Handicappers toggle and &lsquo;Add to List&rsquo; will live
        here.
      </PlaceholderPanel>
    </div>
  );
}
