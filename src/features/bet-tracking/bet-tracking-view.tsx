// The Bet Tracking teaser (/bet-tracking): coming soon, with a preview of the tracker; the sidebar leads back.
import { Badge } from '../../ui/badge';
import { IconCheck } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import styles from './bet-tracking-view.module.css';

export const BET_TRACKING_PREVIEW_URL = '/bet-tracking-preview.svg';

const PREVIEW_DESCRIPTION =
  'Preview of the Bet Tracking dashboard: net profit, ROI, win rate and record cards, a rising ' +
  'bankroll chart, profit by league and recent parlays marked won or lost.';

const COMING = [
  'Log every bet and parlay in seconds, straight from My Picks',
  'Profit, ROI, win rate and record, overall and by league',
  'Your bankroll over time, with results graded automatically',
];

export function BetTrackingView() {
  return (
    <div className={styles.view} data-testid="view-bet-tracking">
      <PageHeader
        title="Bet Tracking"
        eyebrow={
          <Badge tone="warning" data-testid="bet-tracking-soon">
            Coming soon
          </Badge>
        }
        description="Bet tracking is coming soon: see how your bets and parlays really perform."
      />
      <div className={styles.layout}>
        <figure className={styles.preview}>
          <img
            src={BET_TRACKING_PREVIEW_URL}
            alt={PREVIEW_DESCRIPTION}
            width={960}
            height={560}
            className={styles.image}
            data-testid="bet-tracking-preview"
          />
          <figcaption className={styles.caption}>Preview with sample numbers.</figcaption>
        </figure>
        <ul className={styles.points}>
          {COMING.map((point, index) => (
            <li
              key={point}
              className={styles.point}
              data-testid={`bet-tracking-point-${index + 1}`}
            >
              <IconCheck size={18} className={styles.check} />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
