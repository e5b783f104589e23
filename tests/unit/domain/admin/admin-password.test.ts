import { describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  adminGateAfterAttempt,
  adminPanelPasswordError,
  dateServicePasswordError,
  LOCKED_ADMIN_GATE,
} from '../../../../src/domain/admin/admin-password';

describe('admin password for the date call', () => {
  it('is required and at least 5 characters', () => {
    expect(ADMIN_PASSWORD_MIN_LENGTH).toBe(5);
    expect(dateServicePasswordError('')).toEqual({
      code: 'MISSING_PASSWORD',
      message: 'Admin password is required',
    });
    expect(dateServicePasswordError(undefined)?.code).toBe('MISSING_PASSWORD');
    expect(dateServicePasswordError('abcd')).toEqual({
      code: 'INVALID_PASSWORD',
      message: 'Admin password is too short',
    });
    expect(dateServicePasswordError('abcde')).toBeNull();
  });

  it('has the panel wording', () => {
    expect(adminPanelPasswordError('')).toBe('Password is required');
    expect(adminPanelPasswordError('abcd')).toBe('Password is too short');
    expect(adminPanelPasswordError('abcde')).toBeNull();
  });
});

describe('admin gates', () => {
  it('open on a matching password', () => {
    expect(adminGateAfterAttempt({ ...LOCKED_ADMIN_GATE, password: 'secret' }, true)).toEqual({
      authenticated: true,
      password: '',
      error: null,
    });
  });

  it('clear the field on a wrong password', () => {
    const gate = adminGateAfterAttempt({ ...LOCKED_ADMIN_GATE, password: 'nope' }, false);
    expect(gate).toEqual({ authenticated: false, password: '', error: 'Incorrect password' });
    const panel = adminGateAfterAttempt(gate, false, 'Incorrect password. Please try again.');
    expect(panel.error).toBe('Incorrect password. Please try again.');
  });
});
