// The bot check's own call (TypeBox): the proof-of-work challenge GET /api/bot-check/challenge
// hands out. Its public settings travel in GET /api/config/public (payments-contract.ts).
import { Type, type Static } from 'typebox';
import { BOT_CHECK_ACTION_PATTERN } from '../domain/payments/bot-check-token';

export const BotCheckChallengeQuery = Type.Object({
  action: Type.String({
    pattern: BOT_CHECK_ACTION_PATTERN,
    minLength: 1,
    maxLength: 64,
    description: "The action the token will be used for, e.g. 'upgrade_checkout'",
  }),
});
export type BotCheckChallengeQuery = Static<typeof BotCheckChallengeQuery>;

// additionalProperties: the signature covers every parameter, so the reply must carry them all,
// including any a newer altcha-lib adds.
const ChallengeParameters = Type.Object(
  {
    algorithm: Type.String({ description: "Key derivation, e.g. 'PBKDF2/SHA-256'" }),
    nonce: Type.String(),
    salt: Type.String(),
    cost: Type.Integer({ minimum: 1 }),
    keyLength: Type.Integer({ minimum: 1 }),
    keyPrefix: Type.String({ description: 'The derived key must start with this (hex)' }),
    keySignature: Type.Optional(Type.String()),
    data: Type.Object(
      {
        action: Type.String(),
        expires_at: Type.Number({ description: 'Milliseconds since the epoch' }),
      },
      { additionalProperties: true },
    ),
  },
  { additionalProperties: true },
);

export const BotCheckChallengeReply = Type.Object({
  success: Type.Literal(true),
  /** An ALTCHA v2 challenge: solve it, then send base64(JSON {challenge, solution}) as the token. */
  challenge: Type.Object({ parameters: ChallengeParameters, signature: Type.String() }),
});
export type BotCheckChallengeReply = Static<typeof BotCheckChallengeReply>;
