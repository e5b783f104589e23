// The browser's half of a passkey ceremony, shared by Security (add) and two-factor (use). The
// WebAuthn library is imported only when a ceremony starts, so no route's first bundle carries it.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { PASSKEY_MESSAGES } from '../domain/auth/passkeys';

export type CeremonyResult<T> = { ok: true; response: T } | { ok: false; message: string };

/** Whether this browser has WebAuthn at all (asked without loading the library). */
export function browserHasWebAuthn(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Why the browser said no, in words: a closed prompt is not an error to dwell on. */
function ceremonyFailure(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return PASSKEY_MESSAGES.cancelled;
  if (name === 'InvalidStateError') return PASSKEY_MESSAGES.alreadyAdded;
  if (name === 'SecurityError') return PASSKEY_MESSAGES.wrongSite;
  return PASSKEY_MESSAGES.notVerified;
}

/** navigator.credentials.create() with the server's options. */
export async function createPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<CeremonyResult<RegistrationResponseJSON>> {
  if (!browserHasWebAuthn()) return { ok: false, message: PASSKEY_MESSAGES.unsupported };
  try {
    const { startRegistration } = await import('@simplewebauthn/browser');
    return { ok: true, response: await startRegistration({ optionsJSON }) };
  } catch (error) {
    return { ok: false, message: ceremonyFailure(error) };
  }
}

/** navigator.credentials.get() with the server's options. */
export async function assertPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<CeremonyResult<AuthenticationResponseJSON>> {
  if (!browserHasWebAuthn()) return { ok: false, message: PASSKEY_MESSAGES.unsupported };
  try {
    const { startAuthentication } = await import('@simplewebauthn/browser');
    return { ok: true, response: await startAuthentication({ optionsJSON }) };
  } catch (error) {
    return { ok: false, message: ceremonyFailure(error) };
  }
}
