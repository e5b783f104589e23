import { describe, expect, it } from 'vitest';
import {
  authModeForPath,
  normalizePath,
  pathForView,
  redirectFor,
  VIEW_PATHS,
  viewForPath,
} from '../../../../src/domain/navigation/routes';
import type { ViewName } from '../../../../src/domain/navigation/routes';

const free = { roles: [] as string[] };
const member = { roles: ['member'] };
const admin = { roles: ['admin'] };

describe('view ↔ path map', () => {
  it('maps every named view to its path', () => {
    expect(VIEW_PATHS).toEqual({
      home: '/dashboard',
      addPicks: '/add-picks',
      upgrade: '/upgrade',
      handicapperProfile: '/handicapper-profile',
      admin: '/admin',
      settings: '/settings',
      betTracking: '/bet-tracking',
    });
    for (const [view, path] of Object.entries(VIEW_PATHS)) {
      expect(viewForPath(path)).toBe(view);
      expect(pathForView(view as ViewName)).toBe(path);
    }
    expect(pathForView('login')).toBe('/dashboard');
  });

  it('maps an unknown path to home', () => {
    expect(viewForPath('/nowhere')).toBe('home');
    expect(viewForPath('/add-picks/')).toBe('addPicks');
    expect(viewForPath('/upgrade?upgrade=success')).toBe('upgrade');
  });

  it('normalises trailing slashes, queries and fragments', () => {
    expect(normalizePath('/settings/')).toBe('/settings');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/admin#x')).toBe('/admin');
  });
});

describe('route guards', () => {
  it('redirects /, /signin and /signup to /dashboard', () => {
    for (const path of ['/', '/signin', '/signup'])
      expect(redirectFor(path, member)).toBe('/dashboard');
  });

  it('sends free users from /add-picks to /upgrade', () => {
    expect(redirectFor('/add-picks', free)).toBe('/upgrade');
    expect(redirectFor('/add-picks', member)).toBeNull();
  });

  it('sends non-admins from /admin to /dashboard', () => {
    expect(redirectFor('/admin', member)).toBe('/dashboard');
    expect(redirectFor('/admin', admin)).toBeNull();
  });

  it('leaves the unguarded routes alone and sends unknown paths home', () => {
    // The spec's unguarded routes: any signed-in user stays on them.
    const unguarded = [
      '/settings',
      '/dashboard',
      '/bet-tracking',
      '/upgrade',
      '/checkout',
      '/handicapper-profile',
    ];
    for (const path of unguarded) expect(redirectFor(path, free)).toBeNull();
    expect(redirectFor('/does-not-exist', free)).toBe('/dashboard');
  });

  it('picks the sign-in mode from the path', () => {
    expect(authModeForPath('/signup')).toBe('signup');
    expect(authModeForPath('/signin')).toBe('signin');
    expect(authModeForPath('/dashboard')).toBe('signin');
  });
});
