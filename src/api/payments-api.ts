// The payments calls, each a path paired with its reply type from the contract.
import { apiGet, apiPost, type ApiReply } from './client';
import type {
  CancelSubscriptionReply,
  CreateCheckoutBody,
  CreateCheckoutReply,
  PlansReply,
  SubscriptionStatusReply,
  TransactionHistoryReply,
  VerifyPaymentBody,
  VerifyPaymentReply,
} from './payments-contract';

export const PLANS_PATH = '/payments/plans';
export const SUBSCRIPTION_STATUS_PATH = '/payments/subscription/status';
export const TRANSACTION_HISTORY_LIMIT = 25;
export const TRANSACTION_HISTORY_PATH = `/payments/transaction-history?limit=${TRANSACTION_HISTORY_LIMIT}`;

export const paymentsApi = {
  plans: (): Promise<ApiReply<PlansReply>> => apiGet(PLANS_PATH),
  createCheckout: (body: CreateCheckoutBody): Promise<ApiReply<CreateCheckoutReply>> =>
    apiPost('/payments/create-checkout', body),
  verifyPayment: (body: VerifyPaymentBody): Promise<ApiReply<VerifyPaymentReply>> =>
    apiPost('/payments/verify-payment', body),
  subscriptionStatus: (): Promise<ApiReply<SubscriptionStatusReply>> =>
    apiGet(SUBSCRIPTION_STATUS_PATH),
  cancelSubscription: (): Promise<ApiReply<CancelSubscriptionReply>> =>
    apiPost('/payments/cancel-subscription'),
  transactionHistory: (): Promise<ApiReply<TransactionHistoryReply>> =>
    apiGet(TRANSACTION_HISTORY_PATH),
};
