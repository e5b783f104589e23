// The checkout route (/checkout): payment itself happens on the provider's page, so this screen
// only picks up a checkout that was opened and never came back (a pending-upgrade record): check
// whether it went through, or start again from the offer. With nothing pending it points there.
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { PENDING_UPGRADE_KEY } from '../../domain/payments/payment-plans';
import { CHECKOUT_ROUTE_TEXTS } from '../../domain/payments/payment-texts';
import { parsePendingUpgrade } from '../../domain/payments/pending-upgrade';
import { formatPrice, planDisplayName } from '../../domain/payments/plan-display';
import { VIEW_PATHS } from '../../domain/navigation/routes';
import { Button, buttonClassName } from '../../ui/button';
import { IconLock } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { Card } from '../../ui/card';
import { completePaymentReturn } from './payment-return';
import styles from './upgrade-view.module.css';

function readPending() {
  try {
    return parsePendingUpgrade(localStorage.getItem(PENDING_UPGRADE_KEY));
  } catch {
    return null;
  }
}

export function CheckoutView() {
  const [pending] = useState(readPending);
  const [checking, setChecking] = useState(false);
  const [, navigate] = useLocation();
  async function check() {
    setChecking(true);
    await completePaymentReturn('verify');
    navigate(VIEW_PATHS.upgrade, { replace: true });
  }

  return (
    <div data-testid="view-checkout">
      <PageHeader title="Checkout" />
      <Card padding="lg" data-testid="checkout-pending">
        <div className={styles.pending}>
          <IconLock size={28} className={styles.check} />
          <h2 className={styles.pendingTitle}>{CHECKOUT_ROUTE_TEXTS.title}</h2>
          <p data-testid="checkout-pending-text">
            {pending
              ? CHECKOUT_ROUTE_TEXTS.pending(
                  planDisplayName(pending.plan),
                  formatPrice(pending.amount_cents),
                )
              : CHECKOUT_ROUTE_TEXTS.none}
          </p>
          <div className={styles.pendingActions}>
            {pending && (
              <Button
                disabled={checking}
                onClick={() => void check()}
                data-testid="checkout-verify"
              >
                {CHECKOUT_ROUTE_TEXTS.verify}
              </Button>
            )}
            <Link
              href={VIEW_PATHS.upgrade}
              className={buttonClassName('secondary', 'md')}
              data-testid="checkout-back"
            >
              {CHECKOUT_ROUTE_TEXTS.toOffer}
            </Link>
          </div>
        </div>
      </Card>
    </div>
  );
}
