// Where an API answer of 401 or 403 sends the user.

export const SIGN_IN_PATH = '/signin';
export const UPGRADE_PATH = '/upgrade';
export const AUTH_REDIRECT_ERROR = 'Redirecting due to auth/role';

/** 401 goes to /signin; 403 to the server-given upgrade address or /upgrade; else no redirect. */
export function redirectForApiStatus(status: number, upgradeUrl?: string | null): string | null {
  if (status === 401) return SIGN_IN_PATH;
  if (status === 403) return upgradeUrl && upgradeUrl.trim() !== '' ? upgradeUrl : UPGRADE_PATH;
  return null;
}
