// The Parlay Engine logo mark, with or without the word mark beside it.
import styles from './brand.module.css';

export const LOGO_URL = '/logo.svg';

interface LogoProps {
  size?: number;
  className?: string;
}

/** The mark alone; decorative, because a text name always sits next to it or in a label. */
export function Logo({ size = 36, className }: LogoProps) {
  return <img src={LOGO_URL} alt="" width={size} height={size} className={className} />;
}

export function BrandLockup({ size = 32 }: { size?: number }) {
  return (
    <span className={styles.lockup}>
      <Logo size={size} />
      <span className={styles.name}>
        Parlay <span className={styles.accent}>Engine</span>
      </span>
    </span>
  );
}
