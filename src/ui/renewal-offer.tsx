// The renewal offer a lapsed member sees (the upsell, the upgrade screen, Billing): when their
// membership ended; the screen around it holds the way back (Upgrade Now, Start Membership).
import { RENEWAL_TEXTS } from '../domain/payments/payment-texts';
import { formatAccessDate, planDisplayName } from '../domain/payments/plan-display';
import styles from './renewal-offer.module.css';

interface RenewalOfferProps {
  lapsed: { plan: string; ended_at: string };
  /** Prefix of the test ids: `${testId}` and `${testId}-text`. */
  testId: string;
}

export function RenewalOffer({ lapsed, testId }: RenewalOfferProps) {
  return (
    <div className={styles.offer} role="note" data-testid={testId}>
      <p className={styles.title}>{RENEWAL_TEXTS.title}</p>
      <p className={styles.text} data-testid={`${testId}-text`}>
        {RENEWAL_TEXTS.ended(planDisplayName(lapsed.plan), formatAccessDate(lapsed.ended_at))}
      </p>
    </div>
  );
}
