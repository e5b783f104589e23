// The admin page's gates and the verified admin password, in this module's memory only: never in
// storage (a stolen device or a shared browser must not hold it), gone on reload or sign-out. The
// server checks the password (POST /api/admin/verify-password); the calls send it as a header.
import { isAdminPasswordRefusal } from '../../api/admin-contract';
import { ADMIN_PASSWORD_HEADER } from '../../api/http-headers';
import type { VerifyAdminPasswordReply } from '../../api/admin-contract';
import { apiPost, isFailure } from '../../api/client';
import { ADMIN_PASSWORD_MESSAGES } from '../../domain/admin/admin-password';

/** The page gate ('Admin Access') and the two panels' own 'Authenticate' gates. */
export type AdminGateName = 'page' | 'date' | 'refresh';

interface AdminSession {
  userId: number | null;
  password: string | null;
  open: Set<AdminGateName>;
}

let session: AdminSession = { userId: null, password: null, open: new Set() };

/** Another account (or none) forgets the previous one's gates and password. */
function sessionFor(userId: number | null): AdminSession {
  if (session.userId !== userId) session = { userId, password: null, open: new Set() };
  return session;
}

export function isAdminGateOpen(userId: number | null, gate: AdminGateName): boolean {
  return userId !== null && sessionFor(userId).open.has(gate);
}

/** The X-Admin-Password header for an admin call ({} when no gate has been passed). */
export function adminPasswordHeaders(userId: number | null): Record<string, string> {
  const password = sessionFor(userId).password;
  return password ? { [ADMIN_PASSWORD_HEADER]: password } : {};
}

/** The verified password itself, for a form that sends it in its body ('' before any gate). */
export function verifiedAdminPassword(userId: number | null): string {
  return sessionFor(userId).password ?? '';
}

/** The server refused the password a panel sent (changed since): that panel locks again. */
export function lockAdminGate(userId: number | null, gate: AdminGateName): void {
  const current = sessionFor(userId);
  current.open.delete(gate);
  current.password = null;
}

export type VerifyOutcome = { matched: true } | { matched: false; message: string };

/** Asks the server; a match opens `gate` and keeps the password for the calls. */
export async function verifyAdminPassword(
  userId: number | null,
  gate: AdminGateName,
  password: string,
): Promise<VerifyOutcome> {
  const reply = await apiPost<VerifyAdminPasswordReply>('/admin/verify-password', {
    password,
  });
  if (!isFailure(reply)) {
    const current = sessionFor(userId);
    current.password = password;
    current.open.add(gate);
    return { matched: true };
  }
  const wrong =
    gate === 'page'
      ? ADMIN_PASSWORD_MESSAGES.gateIncorrect
      : ADMIN_PASSWORD_MESSAGES.panelIncorrect;
  // a wrong password gets the gate's words; a limit or an outage gets the server's
  return {
    matched: false,
    message: isAdminPasswordRefusal(reply as { error?: unknown }) ? wrong : reply.message,
  };
}
