// Billing's Cancel renewal: asks first (access runs to its end date either way), needs the
// network, then reloads the status so the tab says it will not renew.
import { useState } from 'react';
import { isFailure } from '../../api/client';
import { paymentsApi } from '../../api/payments-api';
import { BILLING_TEXTS } from '../../domain/account/settings-texts';
import { Button } from '../../ui/button';
import { useIsOnline } from '../../ui/use-is-online';
import styles from './settings-tab.module.css';

export function CancelRenewal({ until, onCanceled }: { until: string; onCanceled: () => void }) {
  const online = useIsOnline();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function cancel() {
    setBusy(true);
    setError(null);
    const reply = await paymentsApi.cancelSubscription();
    setBusy(false);
    if (reply.httpStatus === 0) setError(BILLING_TEXTS.cancelNeedsNetwork);
    else if (isFailure(reply) || !reply.success)
      setError(reply.message || BILLING_TEXTS.cancelFailed);
    else {
      setAsking(false);
      onCanceled();
    }
  }

  return (
    <div className={styles.section}>
      {!asking ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            disabled={!online}
            onClick={() => setAsking(true)}
            data-testid="billing-cancel-renewal"
          >
            {BILLING_TEXTS.cancelRenewal}
          </Button>
          {!online && <span className={styles.hint}>{BILLING_TEXTS.cancelNeedsNetwork}</span>}
        </div>
      ) : (
        <div className={styles.section} role="group" aria-labelledby="billing-cancel-question">
          <p
            id="billing-cancel-question"
            className={styles.status}
            data-testid="billing-cancel-question"
          >
            {BILLING_TEXTS.cancelConfirm(until)}
          </p>
          <div className={styles.actions}>
            <Button
              variant="danger"
              disabled={busy || !online}
              onClick={() => void cancel()}
              data-testid="billing-cancel-confirm"
            >
              {busy ? BILLING_TEXTS.canceling : BILLING_TEXTS.cancelRenewal}
            </Button>
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => setAsking(false)}
              data-testid="billing-cancel-keep"
            >
              {BILLING_TEXTS.keepRenewal}
            </Button>
          </div>
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert" data-testid="billing-cancel-error">
          {error}
        </p>
      )}
    </div>
  );
}
