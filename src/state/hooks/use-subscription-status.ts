// The signed-in account's paid access as the server records it (GET /payments/subscription/status):
// the upgrade screen's access date, the upsell's renewal offer. Asked again when the roles change
// (a payment verified, a grant lapsed), never stored offline (payments answers are personal).
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { SUBSCRIPTION_STATUS_PATH } from '../../api/payments-api';
import type { SubscriptionStatusReply } from '../../api/payments-contract';
import { auth } from '../auth';
import { useApiGet, type ApiGetState } from './use-api-get';

export function useSubscriptionStatus(): ApiGetState<SubscriptionStatusReply> & {
  reload(): void;
} {
  const { user, roles } = useSnapshot(auth);
  const state = useApiGet<SubscriptionStatusReply>(user ? SUBSCRIPTION_STATUS_PATH : null);
  const rolesKey = roles.join(',');
  const seenRoles = useRef(rolesKey);
  const { reload } = state;
  useEffect(() => {
    if (seenRoles.current === rolesKey) return;
    seenRoles.current = rolesKey;
    reload();
  }, [rolesKey, reload]);
  return state;
}
