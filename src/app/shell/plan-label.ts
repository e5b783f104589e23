// The plan name a member sees next to their account: one rule, in src/domain (Settings' Billing
// tab shows it too).
export { planLabel } from '../../domain/payments/plan-label';
