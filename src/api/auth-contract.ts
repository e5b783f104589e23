// The sign-up, sign-in and two-factor contract (TypeBox): the server validates with it, the client types with it.
import { Type, type Static } from 'typebox';

/** Long enough for any passphrase (64+ accepted, never truncated), short enough to bound hashing. */
const Password = Type.String({ minLength: 1, maxLength: 1024 });
const Phone = Type.String({ minLength: 1, maxLength: 32 });
const Email = Type.String({ minLength: 1, maxLength: 254 });

export const MessageReply = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
});
export type MessageReply = Static<typeof MessageReply>;

export const SignUpPhoneStartBody = Type.Object({ phone: Phone });
export const SignUpPhoneStartReply = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  target: Type.Optional(Type.String({ description: 'The phone the code went to, masked' })),
});
export type SignUpPhoneStartReply = Static<typeof SignUpPhoneStartReply>;

export const SignUpPhoneVerifyBody = Type.Object({
  phone: Phone,
  code: Type.String({ minLength: 1, maxLength: 16 }),
});
export const SignUpPhoneVerifyReply = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  verified_phone: Type.Optional(Type.String()),
});
export type SignUpPhoneVerifyReply = Static<typeof SignUpPhoneVerifyReply>;

export const SignUpEmailStartBody = Type.Object({ email: Email, password: Password, phone: Phone });
/** POST /auth/sign-up is the spec's one-call form of the same step. */
export const SignUpBody = SignUpEmailStartBody;

export const SignInBody = Type.Object({ email: Email, password: Password });
export const SignInReply = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  needsEmailVerify: Type.Optional(Type.Boolean()),
  /** The account's phone, masked, when it has one (the two-factor screen sends to it). */
  phone: Type.Optional(Type.String()),
  /** After the right password: whether the account has a passkey (offered at two-factor). */
  has_passkey: Type.Optional(Type.Boolean()),
});
export type SignInReply = Static<typeof SignInReply>;

export const TwoFactorStartBody = Type.Object({
  phone: Type.Optional(Phone),
  email: Type.Optional(Email),
});
export const TwoFactorStartReply = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  target: Type.Optional(Type.String()),
});
export type TwoFactorStartReply = Static<typeof TwoFactorStartReply>;

export const TwoFactorVerifyBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 16 }),
  device_id: Type.String({ minLength: 1, maxLength: 128 }),
  ua_hash: Type.String({ minLength: 1, maxLength: 64 }),
  phone: Type.Optional(Phone),
});
export const TwoFactorVerifyReply = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  device_token: Type.Optional(Type.String()),
});
export type TwoFactorVerifyReply = Static<typeof TwoFactorVerifyReply>;

/** A refused code; `code_expired` when no retyping can help (too many wrong tries, or too old). */
export const CodeRefusedReply = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  code_expired: Type.Optional(Type.Boolean()),
});
export type CodeRefusedReply = Static<typeof CodeRefusedReply>;

export const PingReply = Type.Object({ success: Type.Boolean(), authenticated: Type.Boolean() });

export const OutboxQuery = Type.Object({ recipient: Type.String({ minLength: 1 }) });
export const OutboxReply = Type.Object({
  success: Type.Boolean(),
  messages: Type.Array(
    Type.Object({
      channel: Type.String(),
      recipient: Type.String(),
      subject: Type.Union([Type.String(), Type.Null()]),
      body: Type.String(),
      created_at: Type.String(),
    }),
  ),
});
export type OutboxReply = Static<typeof OutboxReply>;
