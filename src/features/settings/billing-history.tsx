// Billing's payment history (GET /payments/transaction-history): date, plan, amount, discount and
// status of each payment, newest first as the server sends them; 'No payments yet' when empty.
// On a phone each payment becomes a small card of labelled lines instead of a wide row.
import type { TransactionHistoryReply } from '../../api/payments-contract';
import { formatAccessDate, formatPrice, planDisplayName } from '../../domain/payments/plan-display';
import { BILLING_TEXTS } from '../../domain/account/settings-texts';
import styles from './billing-history.module.css';
import tabStyles from './settings-tab.module.css';

type Transaction = TransactionHistoryReply['transactions'][number];
const COLUMNS = BILLING_TEXTS.historyColumns;

export function BillingHistory({ transactions }: { transactions: readonly Transaction[] }) {
  if (transactions.length === 0)
    return (
      <p className={tabStyles.empty} data-testid="billing-no-payments">
        {BILLING_TEXTS.noPayments}
      </p>
    );
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-testid="billing-history">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {transactions.map((payment) => (
            <tr key={payment.id} data-testid={`billing-payment-${payment.id}`}>
              <td data-label={COLUMNS[0]} data-testid="billing-payment-date">
                {formatAccessDate(payment.paid_at ?? payment.created_at)}
              </td>
              <td data-label={COLUMNS[1]} data-testid="billing-payment-plan">
                {planDisplayName(payment.plan)}
              </td>
              <td
                data-label={COLUMNS[2]}
                data-testid="billing-payment-amount"
                className={styles.number}
              >
                {formatPrice(payment.amount_cents, payment.currency)}
              </td>
              <td
                data-label={COLUMNS[3]}
                data-testid="billing-payment-discount"
                className={styles.number}
              >
                {payment.discount_cents > 0
                  ? `−${formatPrice(payment.discount_cents, payment.currency)}`
                  : '—'}
                {payment.referral_code && (
                  <span className={styles.code}> ({payment.referral_code})</span>
                )}
              </td>
              <td data-label={COLUMNS[4]} data-testid="billing-payment-status">
                <span className={`${styles.status} ${styles[payment.status] ?? ''}`}>
                  {BILLING_TEXTS.transactionStatus[payment.status] ?? payment.status}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
