// The upsell's renewal offer, loaded only when a free user's upsell shows (members never fetch
// it): a lapsed member is told when their membership ended and offered the way back.
import { useSubscriptionStatus } from '../../state/hooks/use-subscription-status';
import { RenewalOffer } from '../../ui/renewal-offer';

export function UpsellRenewal() {
  const status = useSubscriptionStatus();
  const lapsed =
    status.status === 'ok' && status.data.status === 'none' ? status.data.lapsed : null;
  return lapsed ? <RenewalOffer lapsed={lapsed} testId="upsell-renewal" /> : null;
}
