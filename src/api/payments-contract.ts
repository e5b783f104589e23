// The Payments contract (TypeBox): plans, the bot check's public settings, checkout, verification,
// subscription status, cancellation and the payment history. The server validates with it, the
// client types with it.
import { Type, type Static } from 'typebox';
import { PLAN_KEYS } from '../domain/payments/payment-plans';
import { INT4_MAX } from './bounds';

const Cents = Type.Integer({ minimum: 0, maximum: INT4_MAX });
const IsoTime = Type.String({ description: 'ISO-8601 UTC time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

// Type.Enum, not a Union of mapped Literals: the mapped array's Static type is `never`.
export const PlanKeySchema = Type.Enum(PLAN_KEYS, {
  description: 'basic_membership, early_access, member or pro',
});

export const Plan = Type.Object({
  name: Type.String(),
  price_cents: Cents,
  currency: Type.String({ description: 'ISO 4217, lower case' }),
  interval: Type.Union([Type.Literal('month'), Type.Literal('one_time')]),
  access_days: Type.Integer({ minimum: 1, maximum: 3660 }),
  features: Type.Array(Type.String()),
  original_price_cents: Nullable(Cents),
  is_early_access: Type.Boolean(),
});
export type Plan = Static<typeof Plan>;

export const PlansReply = Type.Object({
  success: Type.Literal(true),
  plans: Type.Record(Type.String(), Plan),
});
export type PlansReply = Static<typeof PlansReply>;

export const PublicConfigReply = Type.Object({
  success: Type.Literal(true),
  bot_check: Type.Object({
    provider: Type.Union([Type.Literal('pow'), Type.Literal('recaptcha')], {
      description: "'pow': our own proof-of-work challenge; 'recaptcha': Google reCAPTCHA v3",
    }),
    /** reCAPTCHA's site key; null for the proof of work. */
    site_key: Nullable(Type.String()),
    /** Where the proof-of-work challenge is fetched; null for reCAPTCHA. */
    challenge_url: Nullable(Type.String()),
  }),
  payments: Type.Object({
    provider: Type.Union([Type.Literal('sandbox'), Type.Literal('stripe')]),
    /** False when checkout is switched off by configuration (create-checkout answers mode 'oauth'). */
    enabled: Type.Boolean(),
  }),
});
export type PublicConfigReply = Static<typeof PublicConfigReply>;

export const CreateCheckoutBody = Type.Object({
  plan: PlanKeySchema,
  return_url: Type.String({ minLength: 1, maxLength: 2048 }),
  recaptcha_token: Nullable(Type.String({ maxLength: 16_384 })),
  recaptcha_action: Type.String({ minLength: 1, maxLength: 64 }),
  referral_code: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
});
export type CreateCheckoutBody = Static<typeof CreateCheckoutBody>;

export const CreateCheckoutReply = Type.Object({
  success: Type.Boolean(),
  mode: Type.Union([Type.Literal('redirect'), Type.Literal('oauth')]),
  checkout_url: Nullable(Type.String()),
  amount_cents: Nullable(Cents),
  error: Nullable(Type.String()),
});
export type CreateCheckoutReply = Static<typeof CreateCheckoutReply>;

/** A refused checkout (400 bad input or bot check, 502 provider): `error` and `message` agree. */
export const CreateCheckoutRefusal = Type.Object({
  success: Type.Literal(false),
  mode: Type.Literal('redirect'),
  checkout_url: Type.Null(),
  amount_cents: Type.Null(),
  error: Type.String(),
  message: Type.String(),
});
export type CreateCheckoutRefusal = Static<typeof CreateCheckoutRefusal>;

export const VerifyPaymentBody = Type.Object({ plan: PlanKeySchema });
export type VerifyPaymentBody = Static<typeof VerifyPaymentBody>;

export const VerifyPaymentReply = Type.Object({
  success: Type.Boolean(),
  verified: Type.Boolean(),
  /** When the paid access the payment gave ends (null when not verified). */
  access_until: Nullable(IsoTime),
  message: Type.String(),
});
export type VerifyPaymentReply = Static<typeof VerifyPaymentReply>;

export const SubscriptionStatusReply = Type.Object({
  success: Type.Literal(true),
  /** active: a paid grant is running; canceled: running but will not renew; none: free. */
  status: Type.Union([Type.Literal('active'), Type.Literal('canceled'), Type.Literal('none')]),
  plan: Nullable(PlanKeySchema),
  role: Nullable(Type.String()),
  /** When paid access ends; null for none, and for a role held without an end (admin, granted). */
  access_until: Nullable(IsoTime),
  renews: Type.Boolean(),
  /** A lapsed grant the account could renew (the upsell's renewal offer); null if none. */
  lapsed: Nullable(Type.Object({ plan: PlanKeySchema, ended_at: IsoTime })),
});
export type SubscriptionStatusReply = Static<typeof SubscriptionStatusReply>;

export const CancelSubscriptionReply = Type.Object({
  success: Type.Boolean(),
  status: SubscriptionStatusReply.properties.status,
  access_until: Nullable(IsoTime),
  message: Type.String(),
});
export type CancelSubscriptionReply = Static<typeof CancelSubscriptionReply>;

export const TransactionHistoryQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
});
export type TransactionHistoryQuery = Static<typeof TransactionHistoryQuery>;

export const Transaction = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: INT4_MAX }),
  plan: PlanKeySchema,
  amount_cents: Cents,
  discount_cents: Cents,
  currency: Type.String(),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('paid'),
    Type.Literal('failed'),
    Type.Literal('expired'),
  ]),
  provider: Type.String(),
  referral_code: Nullable(Type.String()),
  created_at: IsoTime,
  paid_at: Nullable(IsoTime),
  access_until: Nullable(IsoTime),
});
export type Transaction = Static<typeof Transaction>;

export const TransactionHistoryReply = Type.Object({
  success: Type.Literal(true),
  transactions: Type.Array(Transaction),
});
export type TransactionHistoryReply = Static<typeof TransactionHistoryReply>;
