// The root component: error boundary, navigation history, the access layer and the toast container.
import { lazy, Suspense } from 'react';
import { AccessGate } from './access-gate';
import { ErrorBoundary } from './error-boundary';
import { NavigationSync } from './navigation-sync';

// Off the first route's critical path: react-toastify queues toasts until its container mounts.
const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

export function App() {
  return (
    <ErrorBoundary>
      <NavigationSync />
      <AccessGate />
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </ErrorBoundary>
  );
}
