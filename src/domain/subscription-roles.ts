// The roles a profile really has: its server roles plus, in development only, the plan of a
// locally stored active subscription.

export interface StoredSubscription {
  status: string;
  plan: string;
}

/**
 * Adds the stored subscription's plan as a role when its status is active and we are in
 * development; never duplicates a role; production ignores the stored subscription.
 */
export function effectiveRoles(
  serverRoles: readonly string[],
  storedSubscription: StoredSubscription | null | undefined,
  isDevelopment: boolean,
): string[] {
  const roles = [...new Set(serverRoles)];
  if (!isDevelopment || !storedSubscription) return roles;
  const { status, plan } = storedSubscription;
  if (status === 'active' && plan && !roles.includes(plan)) roles.push(plan);
  return roles;
}

/** Reads a stored subscription value defensively (it comes from browser storage). */
export function parseStoredSubscription(value: unknown): StoredSubscription | null {
  if (typeof value !== 'object' || value === null) return null;
  const { status, plan } = value as Record<string, unknown>;
  return typeof status === 'string' && typeof plan === 'string' ? { status, plan } : null;
}
