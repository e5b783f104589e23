// The checkout screen (/checkout), loaded on demand; the payment flow itself arrives with the payments release.
import { Link } from 'wouter';
import { VIEW_PATHS } from '../../domain/routes';
import { buttonClassName } from '../../ui/button';
import { IconLock } from '../../ui/icons';
import { PageHeader } from '../../ui/page-header';
import { PlaceholderPanel } from '../../ui/placeholder-panel';

export function CheckoutView() {
  return (
    <div data-testid="view-checkout">
      <PageHeader title="Checkout" />
      <PlaceholderPanel
        data-testid="checkout-placeholder"
        title="Secure checkout"
        release="the payments release"
        icon={<IconLock />}
        actions={
          <Link
            href={VIEW_PATHS.upgrade}
            className={buttonClassName('secondary', 'md')}
            data-testid="checkout-back"
          >
            Back to the offer
          </Link>
        }
      >
        Payment happens on the payment provider&rsquo;s secure page; nothing is charged here.
      </PlaceholderPanel>
    </div>
  );
}
