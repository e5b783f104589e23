// The Early Access offer as the spec prices it (fallback plan early_access), until plans come from the server.

export const EARLY_ACCESS_OFFER = {
  plan: 'early_access',
  priceCents: 4500,
  originalPriceCents: 9000,
  accessDays: 30,
} as const;

export function formatDollars(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

export function percentOff(priceCents: number, originalCents: number): number {
  return Math.round((1 - priceCents / originalCents) * 100);
}
