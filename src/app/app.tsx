// The root component: error boundary, navigation history, the access layer, the payment return
// and the toast container.
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { AccessGate } from './access-gate';
import { ErrorBoundary } from './error-boundary';
import { NavigationSync } from './navigation-sync';
import { toastHost } from './toast-host';

// Off every route's critical path: mounted when the first toast is asked for (toast-host.ts).
const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));
// The payment return needs the query string the page loaded with (the redirect from '/' drops it);
// only a page that has one fetches the code that reads it.
const SEARCH_AT_LOAD = window.location.search;
const PaymentReturnBoot = lazy(() =>
  import('./payment-return-boot').then((m) => ({ default: m.PaymentReturnBoot })),
);

export function App() {
  const { wanted: toastsWanted } = useSnapshot(toastHost);
  return (
    <ErrorBoundary>
      <NavigationSync />
      <AccessGate />
      {SEARCH_AT_LOAD && (
        <Suspense fallback={null}>
          <PaymentReturnBoot search={SEARCH_AT_LOAD} />
        </Suspense>
      )}
      {toastsWanted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </ErrorBoundary>
  );
}
