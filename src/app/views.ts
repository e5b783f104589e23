// Every screen, loaded on demand so the first route stays small; the route table joins them to paths.
import { lazy } from 'react';

export const LoginView = lazy(() =>
  import('../features/auth/login-view').then((m) => ({ default: m.LoginView })),
);
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
