// Roles and what they unlock: paid access, admin, credits.

export const PAID_ACCESS_ROLES = ['basic_membership', 'member', 'pro', 'admin'] as const;
export const ADMIN_ROLE = 'admin';

export function hasRole(roles: readonly string[], role: string): boolean {
  return roles.includes(role);
}

export function hasPaidAccess(roles: readonly string[]): boolean {
  return PAID_ACCESS_ROLES.some((role) => roles.includes(role));
}

export function isAdmin(roles: readonly string[]): boolean {
  return hasRole(roles, ADMIN_ROLE);
}

export function hasCredits(credits: number | null | undefined, atLeast: number): boolean {
  return (credits ?? 0) >= atLeast;
}

/**
 * Whether the device may ask the server for picks: only a signed-in account known to have paid
 * access (a free or signed-out page would only collect refusals). A device whose profile is not
 * cached yet waits for it: the app caches it before it shows any signed-in screen, and that
 * screen's own warm call then starts the picks.
 */
export function mayLoadPicks(signedIn: boolean, roles: readonly string[] | null): boolean {
  return signedIn && roles !== null && hasPaidAccess(roles);
}
