// The access layer: 'Loading...' while the session resolves, sign-in / sign-up for visitors, the shell for members.
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { normalizePath, PASSWORD_RESET_PATH } from '../domain/navigation/routes';
import { auth } from '../state/auth';
import { AppRoutes } from './app-routes';
import { DisplayPreferencesProvider } from './display-preferences-provider';
import { Shell } from './shell/shell';
import { SignOutDialog } from './sign-out-dialog';
import { LoadingScreen } from './status-screens';
import { LoginView, PasswordResetView } from './views';

export function AccessGate() {
  const { status } = useSnapshot(auth);
  const [location] = useLocation();
  if (status === 'loading') return <LoadingScreen />;
  if (status !== 'authenticated') {
    // The emailed reset link works signed out: it has its own screen beside the login view.
    if (normalizePath(location) === PASSWORD_RESET_PATH) {
      return (
        <Suspense fallback={<LoadingScreen />}>
          <PasswordResetView />
        </Suspense>
      );
    }
    // Sign-in, sign-up, two-factor and check-your-email all live in the login view.
    return (
      <Suspense fallback={<LoadingScreen />}>
        <LoginView />
      </Suspense>
    );
  }
  return (
    <DisplayPreferencesProvider>
      <Shell>
        <AppRoutes />
      </Shell>
      <SignOutDialog />
    </DisplayPreferencesProvider>
  );
}
