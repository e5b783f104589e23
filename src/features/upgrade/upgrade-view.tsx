// The upgrade page (/upgrade): the Early Access Special (plan from GET /payments/plans, else the
// spec's fallback), the referral field, 'Start Membership' and the plan error box; members and
// admins see their access date instead, a lapsed member the renewal offer above the form.
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { PLANS_PATH } from '../../api/payments-api';
import type { PlansReply } from '../../api/payments-contract';
import {
  CHECKOUT_PLAN,
  checkoutPlan,
  discountPercent,
  formatPrice,
} from '../../domain/payments/plan-display';
import {
  CHECKOUT_BUTTON_TEXT,
  CHECKOUT_MESSAGES,
  UPGRADE_TEXTS,
} from '../../domain/payments/payment-texts';
import { hasPaidAccess } from '../../domain/auth/roles';
import { VIEW_PATHS } from '../../domain/navigation/routes';
import { auth } from '../../state/auth';
import { useApiGet } from '../../state/hooks/use-api-get';
import { useSubscriptionStatus } from '../../state/hooks/use-subscription-status';
import { Badge } from '../../ui/badge';
import { Button, buttonClassName } from '../../ui/button';
import { IconArrowLeft, IconCheck, IconLock } from '../../ui/icons';
import { useIsOnline } from '../../ui/use-is-online';
import { RenewalOffer } from '../../ui/renewal-offer';
import { AccessPanel } from './access-panel';
import { useCheckout } from './use-checkout';
import styles from './upgrade-view.module.css';

export function UpgradeView() {
  const { roles } = useSnapshot(auth);
  const paid = hasPaidAccess(roles);
  const plans = useApiGet<PlansReply>(PLANS_PATH);
  const status = useSubscriptionStatus();
  const plan = checkoutPlan(plans.status === 'ok' ? plans.data.plans : null);
  const percent = plan ? discountPercent(plan) : null;
  const lapsed =
    status.status === 'ok' && status.data.status === 'none' ? status.data.lapsed : null;

  return (
    <div className={styles.view} data-testid="view-upgrade">
      <Link href={VIEW_PATHS.home} className={styles.back} data-testid="upgrade-back-home">
        <IconArrowLeft size={18} />
        {UPGRADE_TEXTS.backHome}
      </Link>

      <section className={styles.offer} aria-labelledby="upgrade-title">
        {percent !== null && (
          <div className={styles.ribbon} data-testid="upgrade-discount">
            {percent}% off
          </div>
        )}
        <Badge tone="accent">{UPGRADE_TEXTS.badge}</Badge>
        <h1 id="upgrade-title" className={styles.title}>
          {UPGRADE_TEXTS.title}
        </h1>
        {plan && (
          <>
            <p className={styles.price} data-testid="upgrade-price">
              <span className={styles.amount}>{formatPrice(plan.price_cents, plan.currency)}</span>
              {plan.original_price_cents !== null && percent !== null && (
                <span className={styles.original}>
                  <span className="visually-hidden">instead of </span>
                  <s>{formatPrice(plan.original_price_cents, plan.currency)}</s>
                </span>
              )}
            </p>
            <ul className={styles.terms}>
              {UPGRADE_TEXTS.terms(plan.access_days).map((term, index) => (
                <li key={term} className={styles.term} data-testid={`upgrade-term-${index + 1}`}>
                  {term}
                </li>
              ))}
            </ul>
            <ul className={styles.included}>
              {plan.features.map((item, index) => (
                <li key={item} className={styles.item} data-testid={`upgrade-feature-${index + 1}`}>
                  <IconCheck size={18} className={styles.check} />
                  {item}
                </li>
              ))}
            </ul>
          </>
        )}

        {paid ? (
          <AccessPanel roles={roles} status={status.status === 'ok' ? status.data : null} />
        ) : (
          <>
            {lapsed && <RenewalOffer lapsed={lapsed} testId="upgrade-renewal" />}
            <CheckoutForm
              planPrice={plan?.price_cents ?? null}
              planError={plan ? null : CHECKOUT_MESSAGES.planLoadFailed}
            />
          </>
        )}
      </section>

      <Link
        href={VIEW_PATHS.home}
        className={buttonClassName('ghost', 'md', styles.footerLink)}
        data-testid="upgrade-back-home-footer"
      >
        {UPGRADE_TEXTS.later}
      </Link>
    </div>
  );
}

function CheckoutForm({
  planPrice,
  planError,
}: {
  planPrice: number | null;
  planError: string | null;
}) {
  const [referral, setReferral] = useState('');
  const online = useIsOnline();
  const checkout = useCheckout();
  const error = checkout.error ?? planError;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (checkout.busy || planPrice === null) return;
    void checkout.start(CHECKOUT_PLAN, planPrice, referral);
  }

  return (
    <form className={styles.form} onSubmit={submit} data-testid="upgrade-form">
      <label className={styles.label} htmlFor="referral-code">
        {UPGRADE_TEXTS.referralLabel} <span className={styles.optional}>(optional)</span>
      </label>
      <input
        id="referral-code"
        name="referral"
        className={styles.input}
        autoComplete="off"
        maxLength={64}
        placeholder={UPGRADE_TEXTS.referralPlaceholder}
        value={referral}
        onChange={(event) => setReferral(event.target.value)}
        data-testid="upgrade-referral"
      />
      <Button
        type="submit"
        size="lg"
        disabled={!online || checkout.busy || planPrice === null}
        aria-busy={checkout.busy}
        aria-describedby={online ? undefined : 'checkout-offline'}
        data-testid="upgrade-start"
      >
        <IconLock size={18} />
        {checkout.busy ? CHECKOUT_BUTTON_TEXT.busy : CHECKOUT_BUTTON_TEXT.idle}
      </Button>
      {!online && (
        <p
          id="checkout-offline"
          className={styles.note}
          role="status"
          data-testid="upgrade-offline"
        >
          {CHECKOUT_MESSAGES.offline}
        </p>
      )}
      {error && (
        <p className={styles.planError} role="alert" data-testid="upgrade-plan-error">
          {error}
        </p>
      )}
      <p className={styles.note} data-testid="upgrade-checkout-note">
        {UPGRADE_TEXTS.secureNote}
      </p>
    </form>
  );
}
