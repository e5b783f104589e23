// The root component: error boundary, navigation history, the access layer and the toast container.
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { AccessGate } from './access-gate';
import { ErrorBoundary } from './error-boundary';
import { NavigationSync } from './navigation-sync';
import { toastHost } from './toast-host';

// Off every route's critical path: mounted when the first toast is asked for (toast-host.ts).
const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

export function App() {
  const { wanted: toastsWanted } = useSnapshot(toastHost);
  return (
    <ErrorBoundary>
      <NavigationSync />
      <AccessGate />
      {toastsWanted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </ErrorBoundary>
  );
}
