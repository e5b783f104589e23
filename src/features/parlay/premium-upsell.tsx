// The upsell a free user sees in place of the premium picks list and the optimizer; a lapsed
// member sees the renewal offer in it (GET /payments/subscription/status `lapsed`).
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { VIEW_PATHS } from '../../domain/navigation/routes';
import { Badge } from '../../ui/badge';
import { buttonClassName } from '../../ui/button';
import { Card } from '../../ui/card';
import { COMMUNITY_CHAT_URL, EXTERNAL_LINK_PROPS } from '../../ui/external-links';
import { IconChat, IconCheck, IconSparkles } from '../../ui/icons';
import styles from './premium-upsell.module.css';

const PREMIUM_BENEFITS = [
  'Premium picks from expert handicappers and algorithmic sources',
  'A confidence rating on every pick, with game logs and research',
  'Your own My Picks list and the parlay optimizer',
];

// Only free users see the upsell: members, who load this file with Home, never fetch the offer.
const UpsellRenewal = lazy(() =>
  import('./upsell-renewal').then((m) => ({ default: m.UpsellRenewal })),
);

export function PremiumUpsell() {
  return (
    <Card tone="highlight" padding="lg" className={styles.upsell} data-testid="upsell">
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <IconSparkles size={24} />
        </span>
        <div>
          <h3 className={styles.title}>Unlock Premium Picks</h3>
          <p className={styles.plan} data-testid="upsell-plan">
            Current plan: <Badge tone="neutral">Free</Badge>
          </p>
        </div>
      </div>
      <Suspense fallback={null}>
        <UpsellRenewal />
      </Suspense>
      <ul className={styles.benefits}>
        {PREMIUM_BENEFITS.map((benefit, index) => (
          <li key={benefit} className={styles.benefit} data-testid={`upsell-benefit-${index + 1}`}>
            <IconCheck size={18} className={styles.check} />
            {benefit}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Link
          href={VIEW_PATHS.upgrade}
          className={buttonClassName('primary', 'lg')}
          data-testid="upsell-upgrade"
        >
          Upgrade Now
        </Link>
        <a
          href={COMMUNITY_CHAT_URL}
          {...EXTERNAL_LINK_PROPS}
          className={buttonClassName('secondary', 'lg')}
          data-testid="upsell-community"
        >
          <IconChat size={18} />
          Join the community chat
          <span className="visually-hidden">(opens in a new tab)</span>
        </a>
      </div>
    </Card>
  );
}
