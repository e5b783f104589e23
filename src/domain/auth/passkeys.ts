// Passkey rules shared by the Security tab and the server: names, how many, and the words shown.

/** A name is what the owner recognises the passkey by ("Work laptop"); 1-64 characters. */
export const PASSKEY_NAME_MAX = 64;
/** More than this is a list nobody reviews; remove one to add another. */
export const PASSKEYS_PER_ACCOUNT_MAX = 10;

export const PASSKEY_MESSAGES = {
  added: 'Passkey added',
  renamed: 'Passkey renamed',
  removed: 'Passkey removed',
  notFound: 'Passkey not found',
  nameEmpty: 'name: give the passkey a name',
  nameTooLong: `name: at most ${PASSKEY_NAME_MAX} characters`,
  tooMany: `You already have ${PASSKEYS_PER_ACCOUNT_MAX} passkeys. Remove one to add another.`,
  alreadyAdded: 'This passkey is already added to an account.',
  challengeGone: 'This passkey request has expired or was already used. Please try again.',
  unreadable: 'response: the passkey response could not be read.',
  notVerified: 'The passkey could not be verified. Please try again or use a code.',
  notThisAccount: 'This passkey is not registered to this account.',
  tooManyTries: 'Too many passkey attempts. Please wait a few minutes or use a code instead.',
  noPasskey: 'This account has no passkey. Use a code instead.',
  unsupported: 'This browser cannot use passkeys.',
  cancelled: 'The passkey request was cancelled or timed out.',
  wrongSite: 'Passkeys work only at this site’s own address. Open the app there to use one.',
} as const;

export type PasskeyNameCheck = { ok: true; name: string } | { ok: false; message: string };

/** Trims and checks a typed name; control characters are dropped (they never show usefully). */
export function checkPasskeyName(raw: string): PasskeyNameCheck {
  // eslint-disable-next-line no-control-regex
  const name = raw.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (name === '') return { ok: false, message: PASSKEY_MESSAGES.nameEmpty };
  if ([...name].length > PASSKEY_NAME_MAX)
    return { ok: false, message: PASSKEY_MESSAGES.nameTooLong };
  return { ok: true, name };
}

/** "Passkey", then "Passkey 2", "Passkey 3"… : the first of these the account does not use yet. */
export function defaultPasskeyName(existing: readonly string[]): string {
  const taken = new Set(existing);
  if (!taken.has('Passkey')) return 'Passkey';
  let n = 2;
  while (taken.has(`Passkey ${n}`)) n += 1;
  return `Passkey ${n}`;
}
