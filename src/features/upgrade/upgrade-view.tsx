// The upgrade page (/upgrade): the Early Access Special; checkout itself arrives with the payments release.
import { Link } from 'wouter';
import { VIEW_PATHS } from '../../domain/routes';
import { Badge } from '../../ui/badge';
import { Button, buttonClassName } from '../../ui/button';
import { IconArrowLeft, IconCheck, IconLock } from '../../ui/icons';
import { EARLY_ACCESS_OFFER, formatDollars, percentOff } from './early-access-offer';
import styles from './upgrade-view.module.css';

const INCLUDED = [
  'Every premium pick, from experts and algorithms, with confidence ratings',
  'My Picks and the parlay optimizer (Standard and Flex)',
  'Game logs, recent-form and probability charts, research on every pick',
  'Favorite handicappers and their full records',
];

const TERMS = [
  'One-time payment',
  `${EARLY_ACCESS_OFFER.accessDays}-day access`,
  'Not a subscription',
];

export function UpgradeView() {
  const { priceCents, originalPriceCents } = EARLY_ACCESS_OFFER;
  return (
    <div className={styles.view} data-testid="view-upgrade">
      <Link href={VIEW_PATHS.home} className={styles.back} data-testid="upgrade-back-home">
        <IconArrowLeft size={18} />
        Back to Home
      </Link>

      <section className={styles.offer} aria-labelledby="upgrade-title">
        <div className={styles.ribbon} data-testid="upgrade-discount">
          {percentOff(priceCents, originalPriceCents)}% off
        </div>
        <Badge tone="accent">Limited offer</Badge>
        <h1 id="upgrade-title" className={styles.title}>
          Early Access Special
        </h1>
        <p className={styles.price} data-testid="upgrade-price">
          <span className={styles.amount}>{formatDollars(priceCents)}</span>
          <span className={styles.original}>
            <span className="visually-hidden">instead of </span>
            <s>{formatDollars(originalPriceCents)}</s>
          </span>
        </p>
        <ul className={styles.terms}>
          {TERMS.map((term, index) => (
            <li key={term} className={styles.term} data-testid={`upgrade-term-${index + 1}`}>
              {term}
            </li>
          ))}
        </ul>

        <ul className={styles.included}>
          {INCLUDED.map((item, index) => (
            <li key={item} className={styles.item} data-testid={`upgrade-feature-${index + 1}`}>
              <IconCheck size={18} className={styles.check} />
              {item}
            </li>
          ))}
        </ul>

        <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <label className={styles.label} htmlFor="referral-code">
            Referral code <span className={styles.optional}>(optional)</span>
          </label>
          <input
            id="referral-code"
            name="referral"
            className={styles.input}
            autoComplete="off"
            placeholder="e.g. FRIEND50"
            data-testid="upgrade-referral"
          />
          <Button
            type="submit"
            size="lg"
            disabled
            aria-describedby="checkout-note"
            data-testid="upgrade-start"
          >
            <IconLock size={18} />
            Start Membership
          </Button>
          <p id="checkout-note" className={styles.note} data-testid="upgrade-checkout-note">
            Secure checkout arrives with the payments release, so this button cannot take a payment
            yet.
          </p>
        </form>
      </section>

      <Link
        href={VIEW_PATHS.home}
        className={buttonClassName('ghost', 'md', styles.footerLink)}
        data-testid="upgrade-back-home-footer"
      >
        Maybe later
      </Link>
    </div>
  );
}
