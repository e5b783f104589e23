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
 * Whether the device may ask the server for picks: only a signed-in account with paid access (a
 * free or signed-out page would only collect refusals). A signed-in device whose profile is not
 * known yet may ask: the server decides, and the profile arrives moments later.
 */
export function mayLoadPicks(signedIn: boolean, roles: readonly string[] | null): boolean {
  return signedIn && (roles === null || hasPaidAccess(roles));
}
