// The accounts the e2e server is seeded with, and where their device tokens are written.
import path from 'node:path';
import { PROJECT_ROOT } from '../../../server/config';

export const E2E_DIR = path.resolve(process.env.E2E_DIR ?? path.join(PROJECT_ROOT, '.tmp', 'e2e'));
export const TOKENS_FILE = path.join(E2E_DIR, 'tokens.json');

export const E2E_ACCOUNTS = {
  free: { email: 'free@e2e.test', roles: [] as string[] },
  member: { email: 'member@e2e.test', roles: ['member'] },
  admin: { email: 'admin@e2e.test', roles: ['admin'] },
} as const;

export type E2eAccount = keyof typeof E2E_ACCOUNTS;
export type E2eTokens = Record<E2eAccount, string>;

/** The admin password the e2e server checks (X-Admin-Password), for admin calls in tests. */
export const E2E_ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'e2e-admin-password-2026';
