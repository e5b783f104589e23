// Navigation guards by view name: who may open which view, and where everyone else is sent.
import { hasPaidAccess, isAdmin } from './roles';
import type { ViewName } from './routes';

/** Routes that need no role beyond being signed in. */
export const UNGUARDED_ROUTES = [
  '/settings',
  '/dashboard',
  '/bet-tracking',
  '/upgrade',
  '/checkout',
  '/handicapper-profile',
] as const;

export interface ViewVisitor {
  authenticated: boolean;
  roles: readonly string[];
}

/** Every view other than login requires authentication. */
export function requiresAuthentication(view: ViewName): boolean {
  return view !== 'login';
}

/**
 * The view a visitor actually reaches when asking for `view`: signed-out visitors get login,
 * addPicks without paid access gets upgrade, admin without the admin role gets home.
 */
export function guardedView(view: ViewName, visitor: ViewVisitor): ViewName {
  if (requiresAuthentication(view) && !visitor.authenticated) return 'login';
  if (view === 'addPicks' && !hasPaidAccess(visitor.roles)) return 'upgrade';
  if (view === 'admin' && !isAdmin(visitor.roles)) return 'home';
  return view;
}

/** The Admin sidebar entry is shown to the admin role only. */
export function showsAdminEntry(roles: readonly string[]): boolean {
  return isAdmin(roles);
}
