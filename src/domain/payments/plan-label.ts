// The plan name a member sees next to their account, from their roles (highest first).

const PLAN_LABELS: ReadonlyArray<readonly [role: string, label: string]> = [
  ['admin', 'Admin'],
  ['pro', 'Pro'],
  ['member', 'Member'],
  ['basic_membership', 'Basic'],
];

export function planLabel(roles: readonly string[]): string {
  return PLAN_LABELS.find(([role]) => roles.includes(role))?.[1] ?? 'Free';
}
