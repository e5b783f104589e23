import { describe, expect, it } from 'vitest';
import {
  AUTH_REDIRECT_ERROR,
  redirectForApiStatus,
} from '../../../../src/domain/auth/auth-redirects';
import { httpErrorText, NETWORK_ERROR_MESSAGE } from '../../../../src/domain/offline/error-texts';

describe('API status redirects', () => {
  it('sends 401 to /signin', () => {
    expect(redirectForApiStatus(401, '/elsewhere')).toBe('/signin');
  });

  it('sends 403 to the server-given upgrade address, else /upgrade', () => {
    expect(redirectForApiStatus(403, '/upgrade?plan=pro')).toBe('/upgrade?plan=pro');
    expect(redirectForApiStatus(403)).toBe('/upgrade');
    expect(redirectForApiStatus(403, ' ')).toBe('/upgrade');
  });

  it('does not redirect other statuses', () => {
    expect(redirectForApiStatus(200)).toBeNull();
    expect(redirectForApiStatus(500)).toBeNull();
  });

  it('words its errors like the spec', () => {
    expect(AUTH_REDIRECT_ERROR).toBe('Redirecting due to auth/role');
    expect(NETWORK_ERROR_MESSAGE).toBe('Network error occurred');
    expect(httpErrorText(404)).toBe('HTTP error! status: 404');
  });
});
