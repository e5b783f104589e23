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
