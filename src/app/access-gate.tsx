// The access layer: 'Loading...' while the session resolves, sign-in / sign-up for visitors, the shell for members.
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { auth } from '../state/auth';
import { AppRoutes } from './app-routes';
import { Shell } from './shell/shell';
import { SignOutDialog } from './sign-out-dialog';
import { LoadingScreen } from './status-screens';
import { LoginView } from './views';

export function AccessGate() {
  const { status } = useSnapshot(auth);
  if (status === 'loading') return <LoadingScreen />;
  if (status !== 'authenticated') {
    // Sign-in, sign-up, two-factor and check-your-email all live in the login view.
    return (
      <Suspense fallback={<LoadingScreen />}>
        <LoginView />
      </Suspense>
    );
  }
  return (
    <>
      <Shell>
        <AppRoutes />
      </Shell>
      <SignOutDialog />
    </>
  );
}
