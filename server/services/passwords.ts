// Password hashing: argon2id with the OWASP/NIST-recommended minimum (m=19456 KiB, t=2, p=1).
import { hash, verify, type Options } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import). */
const ARGON2ID = 2 as Options['algorithm'];

export const ARGON2_OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Longest password accepted; long enough for any passphrase, short enough to bound hashing work. */
export { PASSWORD_MAX_LENGTH } from '../../src/domain/account/account-security';

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified against when the account does not exist, so unknown and known emails take equally long.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches `stored`; a missing hash still costs one argon2 verification. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummyHash ??= hashPassword('not-a-real-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
