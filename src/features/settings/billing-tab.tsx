// Settings > Billing: the plan the account holds (from its roles), its status, when paid access
// ends (once the payments record says), and the payment history, which the payments release
// fills; until then it says "No payments yet". Free accounts get the way to /upgrade.
import { Link } from 'wouter';
import type { SettingsProfileReply } from '../../api/settings-contract';
import { SETTINGS_CACHE_POLICIES } from '../../domain/cache-freshness';
import { planLabel } from '../../domain/plan-label';
import { hasPaidAccess } from '../../domain/roles';
import { BILLING_TEXTS } from '../../domain/settings-texts';
import { buttonClassName } from '../../ui/button';
import { Card } from '../../ui/card';
import { SettingsResourceGate } from './settings-resource-gate';
import { useSettingsResource } from './use-settings-resource';
import styles from './settings-tab.module.css';

export function BillingTab() {
  const profile = useSettingsResource<SettingsProfileReply>(
    '/settings/profile',
    'profile',
    SETTINGS_CACHE_POLICIES.profile.maxAgeMs,
  );
  return (
    <SettingsResourceGate resource={profile} name="billing">
      {(reply) => <Billing roles={reply.profile.roles} />}
    </SettingsResourceGate>
  );
}

function Billing({ roles }: { roles: readonly string[] }) {
  const paid = hasPaidAccess(roles);
  return (
    <div className={styles.stack}>
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
              <dd data-testid="billing-plan">{planLabel(roles)}</dd>
            </div>
            <div className={styles.row}>
              <dt>Status</dt>
              <dd data-testid="billing-status">
                {paid ? BILLING_TEXTS.activeStatus : BILLING_TEXTS.freeStatus}
              </dd>
            </div>
            {paid && (
              <div className={styles.row}>
                <dt>Access until</dt>
                <dd data-testid="billing-access-until">{BILLING_TEXTS.accessUntilUnknown}</dd>
              </div>
            )}
          </dl>
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
      <Card>
        <section className={styles.section} aria-labelledby="billing-history-title">
          <div className={styles.sectionHead}>
            <h3 id="billing-history-title" className={styles.sectionTitle}>
              Payment history
            </h3>
          </div>
          <p className={styles.empty} data-testid="billing-no-payments">
            {BILLING_TEXTS.noPayments}
          </p>
        </section>
      </Card>
    </div>
  );
}
