// What a member or admin sees on the upgrade screen in place of the purchase button: until when
// their access runs (and whether it renews), and the way to the picks.
import { Link } from 'wouter';
import type { SubscriptionStatusReply } from '../../api/payments-contract';
import { accessSummary } from '../../domain/payments/access-summary';
import { ACCESS_TEXTS } from '../../domain/payments/payment-texts';
import { formatAccessDate } from '../../domain/payments/plan-display';
import { VIEW_PATHS } from '../../domain/navigation/routes';
import { buttonClassName } from '../../ui/button';
import { IconCheck } from '../../ui/icons';
import styles from './upgrade-view.module.css';

interface AccessPanelProps {
  roles: readonly string[];
  /** The server's record; null while loading, offline or when it failed. */
  status: SubscriptionStatusReply | null;
}

export function AccessPanel({ roles, status }: AccessPanelProps) {
  const summary = accessSummary(status, roles, (iso) => formatAccessDate(iso));
  return (
    <div className={styles.access} role="status" data-testid="upgrade-access">
      <p className={styles.accessHeadline} data-testid="upgrade-access-until">
        <IconCheck size={20} className={styles.check} />
        {summary.headline}
      </p>
      {summary.detail && (
        <p className={styles.note} data-testid="upgrade-access-detail">
          {summary.detail}
        </p>
      )}
      <Link
        href={VIEW_PATHS.addPicks}
        className={buttonClassName('primary', 'lg')}
        data-testid="upgrade-go-to-picks"
      >
        {ACCESS_TEXTS.goToPicks}
      </Link>
    </div>
  );
}
