// Every screen, loaded on demand so the first route stays small; the route table joins them to paths.
import { createElement, lazy } from 'react';
import type * as LoginViewExports from '../features/auth/login-view';

type LoginViewModule = typeof LoginViewExports;
let loginViewModule: LoginViewModule | undefined;

/** Fetches the sign-in screen's chunk; main.tsx calls it beside the session check for visitors. */
export function loadLoginView(): Promise<LoginViewModule> {
  return import('../features/auth/login-view').then((module) => (loginViewModule = module));
}

const LazyLoginView = lazy(() => loadLoginView().then((m) => ({ default: m.LoginView })));

/** The sign-in screen: at once when its chunk is already here (no 'Loading...' fallback), else lazily. */
export function LoginView() {
  return createElement(loginViewModule?.LoginView ?? LazyLoginView);
}
export const PasswordResetView = lazy(() =>
  import('../features/auth/password-reset-view').then((m) => ({ default: m.PasswordResetView })),
);
export const HomeView = lazy(() =>
  import('../features/parlay/home-view').then((m) => ({ default: m.HomeView })),
);
export const AddPicksView = lazy(() =>
  import('../features/picks/add-picks-view').then((m) => ({ default: m.AddPicksView })),
);
export const UpgradeView = lazy(() =>
  import('../features/upgrade/upgrade-view').then((m) => ({ default: m.UpgradeView })),
);
export const CheckoutView = lazy(() =>
  import('../features/upgrade/checkout-view').then((m) => ({ default: m.CheckoutView })),
);
export const SettingsView = lazy(() =>
  import('../features/settings/settings-view').then((m) => ({ default: m.SettingsView })),
);
export const VerifyEmailChangeView = lazy(() =>
  import('../features/settings/verify-email-change-view').then((m) => ({
    default: m.VerifyEmailChangeView,
  })),
);
export const AdminView = lazy(() =>
  import('../features/admin/admin-view').then((m) => ({ default: m.AdminView })),
);
export const HandicapperProfileView = lazy(() =>
  import('../features/handicappers/handicapper-profile-view').then((m) => ({
    default: m.HandicapperProfileView,
  })),
);
export const BetTrackingView = lazy(() =>
  import('../features/bet-tracking/bet-tracking-view').then((m) => ({
    default: m.BetTrackingView,
  })),
);
