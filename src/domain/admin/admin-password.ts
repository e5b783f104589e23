// Admin password rules: the date call's password check and the admin gates' messages.

export const ADMIN_PASSWORD_MIN_LENGTH = 5;

export const ADMIN_PASSWORD_MESSAGES = {
  /** The /admin page gate. */
  gateIncorrect: 'Incorrect password',
  /** The date settings and refresh panels' gates. */
  panelRequired: 'Password is required',
  panelTooShort: 'Password is too short',
  panelIncorrect: 'Incorrect password. Please try again.',
  /** The date service before it calls the server. */
  serviceRequired: 'Admin password is required',
  serviceTooShort: 'Admin password is too short',
} as const;

/**
 * A wrong (or missing) admin password: 403 with this `error` code, never 401, because the client
 * signs out on any 401 outside /auth/* and a mistyped admin password must not end the session;
 * the client also keeps the admin on the page instead of sending a 403 to /upgrade.
 */
export const ADMIN_PASSWORD_INVALID_CODE = 'admin_password_invalid';

/** True when a reply is the wrong-admin-password refusal (the client keeps the session and page). */
export function isAdminPasswordRefusal(reply: { error?: unknown } | null | undefined): boolean {
  return reply?.error === ADMIN_PASSWORD_INVALID_CODE;
}

export type AdminPasswordErrorCode = 'MISSING_PASSWORD' | 'INVALID_PASSWORD';

/** The date service's client-side check: required, then at least 5 characters. */
export function dateServicePasswordError(
  password: string | null | undefined,
): { code: AdminPasswordErrorCode; message: string } | null {
  if (!password) {
    return { code: 'MISSING_PASSWORD', message: ADMIN_PASSWORD_MESSAGES.serviceRequired };
  }
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    return { code: 'INVALID_PASSWORD', message: ADMIN_PASSWORD_MESSAGES.serviceTooShort };
  }
  return null;
}

/** The admin panel's wording of the same rules. */
export function adminPanelPasswordError(password: string): string | null {
  if (password === '') return ADMIN_PASSWORD_MESSAGES.panelRequired;
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return ADMIN_PASSWORD_MESSAGES.panelTooShort;
  return null;
}

export interface AdminGateState {
  authenticated: boolean;
  password: string;
  error: string | null;
}

export const LOCKED_ADMIN_GATE: AdminGateState = {
  authenticated: false,
  password: '',
  error: null,
};

/**
 * A gate after the server answered a password attempt: a match opens it; a wrong password
 * clears the field and shows `wrongMessage`.
 */
export function adminGateAfterAttempt(
  state: AdminGateState,
  matched: boolean,
  wrongMessage: string = ADMIN_PASSWORD_MESSAGES.gateIncorrect,
): AdminGateState {
  return matched
    ? { authenticated: true, password: '', error: null }
    : { ...state, authenticated: false, password: '', error: wrongMessage };
}
