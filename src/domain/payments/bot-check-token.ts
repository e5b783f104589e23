// The proof-of-work bot check's token: the server's signed challenge plus the solution the browser
// found, as one base64 string (the create-checkout body's recaptcha_token). The page encodes it,
// the server decodes it; both use this module. Shapes follow ALTCHA's v2 challenge (altcha-lib).

/** What the server binds into a challenge (signed with it): the action and the expiry. */
export interface PowChallengeData {
  action: string;
  /** Milliseconds since the epoch after which the challenge is refused. */
  expires_at: number;
}

/** ALTCHA v2 challenge parameters as the server signs them (the signature covers every field). */
export interface PowChallengeParameters {
  algorithm: string;
  nonce: string;
  salt: string;
  cost: number;
  keyLength: number;
  keyPrefix: string;
  keySignature?: string;
  memoryCost?: number;
  parallelism?: number;
  expiresAt?: number;
  data?: Record<string, string | number | boolean | null>;
}

export interface PowChallenge {
  parameters: PowChallengeParameters;
  signature?: string;
}

export interface PowSolution {
  counter: number;
  derivedKey: string;
  time?: number;
}

export interface PowToken {
  challenge: PowChallenge;
  solution: PowSolution;
}

/**
 * reCAPTCHA's rule for action names (letters, digits, slashes and underscores), kept for ours so an
 * action means the same to both providers.
 */
export const BOT_CHECK_ACTION_PATTERN = '^[A-Za-z0-9_/]{1,64}$';

export function isBotCheckAction(value: unknown): value is string {
  return typeof value === 'string' && new RegExp(BOT_CHECK_ACTION_PATTERN).test(value);
}

export function encodePowToken(token: PowToken): string {
  // The token holds only ASCII (hex, numbers, the action), so btoa needs no UTF-8 step.
  return btoa(JSON.stringify(token));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The token's parts, or null when it is not a token of ours (never throws). */
export function decodePowToken(text: string): PowToken | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(atob(text));
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.challenge) || !isRecord(parsed.solution)) return null;
  const { challenge, solution } = parsed;
  const parameters = challenge.parameters;
  if (!isRecord(parameters) || typeof challenge.signature !== 'string') return null;
  if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
  if (parameters.data !== undefined && !isRecord(parameters.data)) return null;
  return {
    challenge: {
      // Checked field by field by the signature (altcha-lib), not here: any change fails it.
      parameters: parameters as unknown as PowChallengeParameters,
      signature: challenge.signature,
    },
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  };
}

/** The action and expiry bound into a challenge, or null when they are missing or malformed. */
export function powChallengeData(challenge: PowChallenge): PowChallengeData | null {
  const data = challenge.parameters.data;
  if (!data || !isBotCheckAction(data.action)) return null;
  if (typeof data.expires_at !== 'number' || !Number.isFinite(data.expires_at)) return null;
  return { action: data.action, expires_at: data.expires_at };
}
