// The payment return, once per page load: given the query string the page loaded with (app.tsx
// reads it before the route table's redirect from '/' to /dashboard drops it), it waits until the
// session is known to be signed in, then fetches and runs the verification module. Loaded only
// when the page has a query string, so ordinary loads pay nothing for it.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { parsePaymentReturn } from '../domain/payments/payment-return-query';
import { auth } from '../state/auth';

let started = false;

export function PaymentReturnBoot({ search }: { search: string }) {
  const { status } = useSnapshot(auth);
  useEffect(() => {
    const { action } = parsePaymentReturn(search);
    if (status !== 'authenticated' || started || action === 'none') return;
    started = true;
    void import('../features/upgrade/payment-return').then((module) =>
      module.completePaymentReturn(action),
    );
  }, [status, search]);
  return null;
}
