// The Profile and Referrals settings contract (TypeBox): the profile with its pending changes, the
// email / phone change flows and referral codes. The server validates with it, the client types with it.
import { Type, type Static } from 'typebox';
import { EMAIL_VERIFY_STEPS, PHONE_VERIFY_STEPS } from '../domain/account/contact-change';
import { REFERRAL_CODE_MAX_LENGTH } from '../domain/account/referral-code';
import { INT4_MAX } from './bounds';
import { PreferencesReply } from './preferences-contract';

const Password = Type.String({ minLength: 1, maxLength: 1024 });
/** A change's token: 256 bits in base64url (43 characters); a little room, never unbounded. */
const ChangeToken = Type.String({ minLength: 1, maxLength: 128 });
const Count = Type.Integer({ minimum: 0, maximum: INT4_MAX });
const IsoTime = Type.String({ description: 'ISO-8601 UTC time' });

export const SettingsProfile = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: INT4_MAX }),
  email: Type.String(),
  email_verified: Type.Boolean(),
  phone: Type.Union([Type.String(), Type.Null()], {
    description: "The phone masked as '•••• 4567'; null when the account has none",
  }),
  phone_verified: Type.Boolean(),
  roles: Type.Array(Type.String()),
  plan: Type.String({ description: "The highest paid role held, or 'free'" }),
  credits: Count,
  created_at: IsoTime,
  referral_code: Type.String(),
  pending_email_change: Type.Union([
    Type.Object({ new_email: Type.String(), expires_at: IsoTime }),
    Type.Null(),
  ]),
  preferences: PreferencesReply.properties.preferences,
});
export type SettingsProfile = Static<typeof SettingsProfile>;

export const SettingsProfileReply = Type.Object({
  success: Type.Literal(true),
  profile: SettingsProfile,
  message: Type.String(),
});
export type SettingsProfileReply = Static<typeof SettingsProfileReply>;

export const EmailChangeBody = Type.Object({
  new_email: Type.String({ minLength: 1, maxLength: 254 }),
  current_password: Password,
});
export type EmailChangeBody = Static<typeof EmailChangeBody>;

export const EmailChangeReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  new_email: Type.String(),
  expires_at: IsoTime,
});
export type EmailChangeReply = Static<typeof EmailChangeReply>;

export const PhoneChangeBody = Type.Object({
  new_phone: Type.String({ minLength: 1, maxLength: 32 }),
  current_password: Password,
});
export type PhoneChangeBody = Static<typeof PhoneChangeBody>;

export const PhoneChangeReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  token: Type.String({ description: 'Names this change in phone/verify and change/complete' }),
  target: Type.String({ description: 'The new phone, masked' }),
  expires_at: IsoTime,
  resend_after_seconds: Count,
});
export type PhoneChangeReply = Static<typeof PhoneChangeReply>;

export const EmailVerifyBody = Type.Object({
  token: ChangeToken,
  step: Type.Union(
    EMAIL_VERIFY_STEPS.map((step) => Type.Literal(step)),
    {
      description:
        "'preview': what the link would change, nothing used; 'confirm': proves the new address",
    },
  ),
});
export type EmailVerifyBody = Static<typeof EmailVerifyBody>;

export const PhoneVerifyBody = Type.Object({
  token: ChangeToken,
  step: Type.Union(
    PHONE_VERIFY_STEPS.map((step) => Type.Literal(step)),
    { description: "'resend': texts a new code (code ignored); 'confirm': checks the code" },
  ),
  code: Type.Optional(Type.String({ maxLength: 16 })),
});
export type PhoneVerifyBody = Static<typeof PhoneVerifyBody>;

export const VerifyReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  step: Type.String(),
  kind: Type.Union([Type.Literal('email'), Type.Literal('phone')]),
  /** The new address (the phone masked). */
  new_value: Type.String(),
  verified: Type.Boolean(),
  expires_at: IsoTime,
});
export type VerifyReply = Static<typeof VerifyReply>;

export const CompleteBody = Type.Object({ token: ChangeToken });
export const CompleteReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  kind: Type.Union([Type.Literal('email'), Type.Literal('phone')]),
  /** The account's email, or its phone masked, as it now is. */
  value: Type.String(),
});
export type CompleteReply = Static<typeof CompleteReply>;

export const ReferralStats = Type.Object({
  code: Type.String(),
  link: Type.String(),
  invited: Count,
  signed_up: Count,
  paid: Count,
  credits_earned: Count,
});
export type ReferralStats = Static<typeof ReferralStats>;

export const ReferralStatsReply = Type.Object({
  success: Type.Literal(true),
  stats: ReferralStats,
});
export type ReferralStatsReply = Static<typeof ReferralStatsReply>;

export const ReferralCodeBody = Type.Object({
  // the rules' own message answers a code of the wrong length; this only bounds the body
  referral_code: Type.String({ maxLength: REFERRAL_CODE_MAX_LENGTH * 4 }),
});
export type ReferralCodeBody = Static<typeof ReferralCodeBody>;

export const ReferralCodeReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  code: Type.String(),
  link: Type.String(),
});
export type ReferralCodeReply = Static<typeof ReferralCodeReply>;

export const ReferralCodeCheckReply = Type.Object({
  success: Type.Literal(true),
  available: Type.Boolean(),
  /** Why not (or that it is available), in words a user reads. */
  reason: Type.String(),
  code: Type.String(),
});
export type ReferralCodeCheckReply = Static<typeof ReferralCodeCheckReply>;
