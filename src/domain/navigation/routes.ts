// The route table: view names, their paths, and where each path really lands for a given user.
import { hasPaidAccess, isAdmin } from '../auth/roles';

export type ViewName =
  | 'home'
  | 'addPicks'
  | 'upgrade'
  | 'handicapperProfile'
  | 'admin'
  | 'settings'
  | 'betTracking'
  | 'login';

export const VIEW_PATHS = {
  home: '/dashboard',
  addPicks: '/add-picks',
  upgrade: '/upgrade',
  handicapperProfile: '/handicapper-profile',
  admin: '/admin',
  settings: '/settings',
  betTracking: '/bet-tracking',
} as const satisfies Record<Exclude<ViewName, 'login'>, string>;

export const HOME_PATH = VIEW_PATHS.home;
/** Paths that exist but only redirect home (the access layer shows sign-in / sign-up there). */
export const REDIRECT_HOME_PATHS = ['/', '/signin', '/signup'] as const;
/** /checkout is a real route loaded on demand; it has no view name of its own. */
export const CHECKOUT_PATH = '/checkout';
/** The emailed password reset link's form; reachable signed out and signed in. */
export const PASSWORD_RESET_PATH = '/reset-password';
/** Where the link emailed to a new address lands (settings: verifies, then completes the change). */
export const VERIFY_EMAIL_CHANGE_PATH = '/settings/verify-email';

const PATH_TO_VIEW = new Map<string, ViewName>(
  Object.entries(VIEW_PATHS).map(([view, path]) => [path, view as ViewName]),
);

/** The path a view lives at; login has none of its own, so it maps home. */
export function pathForView(view: ViewName): string {
  return view === 'login' ? HOME_PATH : VIEW_PATHS[view];
}

/** The view a path shows; an unknown path maps to home. */
export function viewForPath(path: string): ViewName {
  return PATH_TO_VIEW.get(normalizePath(path)) ?? 'home';
}

export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare || '/';
}

export interface RouteUser {
  roles: readonly string[];
}

/**
 * Where a path lands once guards apply: null means "stay"; a string is the path to redirect to.
 * Authentication itself is handled by the access layer (it shows sign-in in place of any view).
 */
export function redirectFor(path: string, user: RouteUser): string | null {
  const p = normalizePath(path);
  if ((REDIRECT_HOME_PATHS as readonly string[]).includes(p)) return HOME_PATH;
  if (p === CHECKOUT_PATH || p === PASSWORD_RESET_PATH || p === VERIFY_EMAIL_CHANGE_PATH) {
    return null;
  }
  if (!PATH_TO_VIEW.has(p)) return HOME_PATH;
  if (p === VIEW_PATHS.addPicks && !hasPaidAccess(user.roles)) return VIEW_PATHS.upgrade;
  if (p === VIEW_PATHS.admin && !isAdmin(user.roles)) return HOME_PATH;
  return null;
}

/** The sign-in screen's mode, chosen by the path the visitor arrived on. */
export function authModeForPath(path: string): 'signin' | 'signup' {
  return normalizePath(path) === '/signup' ? 'signup' : 'signin';
}
