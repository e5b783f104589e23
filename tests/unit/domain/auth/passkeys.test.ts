// Passkey names: what the Security tab and the server both accept, and the default names.
import { describe, expect, it } from 'vitest';
import {
  PASSKEY_NAME_MAX,
  checkPasskeyName,
  defaultPasskeyName,
} from '../../../../src/domain/auth/passkeys';

describe('checkPasskeyName', () => {
  it('trims, drops control characters and keeps the rest', () => {
    expect(checkPasskeyName('  Work\tlaptop \n')).toEqual({ ok: true, name: 'Worklaptop' });
    expect(checkPasskeyName('Téléphone 📱')).toEqual({ ok: true, name: 'Téléphone 📱' });
  });

  it('refuses an empty or too long name, naming the field', () => {
    expect(checkPasskeyName(' \u0007 ')).toMatchObject({ ok: false, message: /^name: / });
    expect(checkPasskeyName('x'.repeat(PASSKEY_NAME_MAX)).ok).toBe(true);
    expect(checkPasskeyName('x'.repeat(PASSKEY_NAME_MAX + 1))).toMatchObject({ ok: false });
    // counted in characters a person sees, not UTF-16 units
    expect(checkPasskeyName('📱'.repeat(PASSKEY_NAME_MAX)).ok).toBe(true);
  });
});

describe('defaultPasskeyName', () => {
  it('numbers passkeys from the first free name', () => {
    expect(defaultPasskeyName([])).toBe('Passkey');
    expect(defaultPasskeyName(['Passkey'])).toBe('Passkey 2');
    expect(defaultPasskeyName(['Passkey', 'Passkey 2', 'Passkey 4'])).toBe('Passkey 3');
    expect(defaultPasskeyName(['Laptop'])).toBe('Passkey');
  });
});
