// Settings > Billing: the plan the account holds, its status, when paid access ends, whether it
// renews (with Cancel renewal for a subscription), and the payment history. Each answer is cached
// like the other tabs (settings cache v1, 1 minute), keyed by the roles so a payment that changes
// them is never shown from the old answer. Free accounts get the way to /upgrade.
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { SUBSCRIPTION_STATUS_PATH, TRANSACTION_HISTORY_PATH } from '../../api/payments-api';
import type { SubscriptionStatusReply, TransactionHistoryReply } from '../../api/payments-contract';
import type { SettingsProfileReply } from '../../api/settings-contract';
import { SETTINGS_CACHE_POLICIES } from '../../domain/offline/cache-freshness';
import { planLabel } from '../../domain/payments/plan-label';
import { formatAccessDate, planDisplayName } from '../../domain/payments/plan-display';
import { hasPaidAccess } from '../../domain/auth/roles';
import { BILLING_TEXTS } from '../../domain/account/settings-texts';
import { auth } from '../../state/auth';
import { buttonClassName } from '../../ui/button';
import { Card } from '../../ui/card';
import { RenewalOffer } from '../../ui/renewal-offer';
import { BillingHistory } from './billing-history';
import { CancelRenewal } from './cancel-renewal';
import { SettingsLoadError, SettingsResourceGate } from './settings-resource-gate';
import { useSettingsResource, type SettingsResource } from './use-settings-resource';
import styles from './settings-tab.module.css';

const BILLING_MAX_AGE_MS = SETTINGS_CACHE_POLICIES.billing.maxAgeMs;

export function BillingTab() {
  const rolesKey = useSnapshot(auth).roles.join(',');
  const profile = useSettingsResource<SettingsProfileReply>(
    '/settings/profile',
    'profile',
    SETTINGS_CACHE_POLICIES.profile.maxAgeMs,
  );
  const status = useSettingsResource<SubscriptionStatusReply>(
    SUBSCRIPTION_STATUS_PATH,
    `billing-status:${rolesKey}`,
    BILLING_MAX_AGE_MS,
  );
  const history = useSettingsResource<TransactionHistoryReply>(
    TRANSACTION_HISTORY_PATH,
    `billing-history:${rolesKey}`,
    BILLING_MAX_AGE_MS,
  );
  return (
    <SettingsResourceGate resource={profile} name="billing">
      {(reply) => (
        <div className={styles.stack}>
          <PlanCard roles={reply.profile.roles} status={status} />
          <Card>
            <section className={styles.section} aria-labelledby="billing-history-title">
              <div className={styles.sectionHead}>
                <h3 id="billing-history-title" className={styles.sectionTitle}>
                  Payment history
                </h3>
              </div>
              <HistoryContent history={history} />
            </section>
          </Card>
        </div>
      )}
    </SettingsResourceGate>
  );
}

function PlanCard({
  roles,
  status,
}: {
  roles: readonly string[];
  status: SettingsResource<SubscriptionStatusReply>;
}) {
  // The profile's roles decide paid or not; the payments record adds dates when it has loaded.
  const record = status.data;
  const paid = hasPaidAccess(roles);
  const until = record?.access_until ? formatAccessDate(record.access_until) : null;
  const plan = record?.plan ? planDisplayName(record.plan) : planLabel(roles);
  const lapsed = !paid && record?.status === 'none' ? record.lapsed : null;
  return (
    <Card>
      <section className={styles.section} aria-labelledby="billing-plan-title">
        <div className={styles.sectionHead}>
          <h3 id="billing-plan-title" className={styles.sectionTitle}>
            Your plan
          </h3>
        </div>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>Plan</dt>
            <dd data-testid="billing-plan">{plan}</dd>
          </div>
          <div className={styles.row}>
            <dt>Status</dt>
            <dd data-testid="billing-status">
              {!paid
                ? BILLING_TEXTS.freeStatus
                : record?.status === 'canceled'
                  ? BILLING_TEXTS.canceledStatus
                  : BILLING_TEXTS.activeStatus}
            </dd>
          </div>
          {paid && record && (
            <div className={styles.row}>
              <dt>Access until</dt>
              <dd data-testid="billing-access-until">{until ?? BILLING_TEXTS.noEndDate}</dd>
            </div>
          )}
          {paid && record && until && (
            <div className={styles.row}>
              <dt>Renewal</dt>
              <dd data-testid="billing-renewal">
                {record.renews
                  ? BILLING_TEXTS.renews(until)
                  : record.status === 'canceled'
                    ? BILLING_TEXTS.willNotRenew
                    : BILLING_TEXTS.oneTime}
              </dd>
            </div>
          )}
        </dl>
        {paid && record?.renews && until && (
          <CancelRenewal until={until} onCanceled={status.reload} />
        )}
        {lapsed && <RenewalOffer lapsed={lapsed} testId="billing-renewal-offer" />}
        {!paid && (
          <div className={styles.actions}>
            <Link
              href="/upgrade"
              className={buttonClassName('primary')}
              data-testid="billing-upgrade"
            >
              {BILLING_TEXTS.upgrade}
            </Link>
            <span className={styles.hint}>{BILLING_TEXTS.upgradeHint}</span>
          </div>
        )}
      </section>
    </Card>
  );
}

/** The history's own loading and error states; the tab's offline note already covers it. */
function HistoryContent({ history }: { history: SettingsResource<TransactionHistoryReply> }) {
  if (history.data) return <BillingHistory transactions={history.data.transactions} />;
  if (history.loading)
    return (
      <p className={styles.status} role="status" data-testid="settings-loading-billing-history">
        Loading…
      </p>
    );
  return (
    <SettingsLoadError
      message={history.error ?? ''}
      onRetry={history.reload}
      name="billing-history"
    />
  );
}
