// The password strength bar (score 0-5) with its label and the spec's hint; shown wherever a new
// password is chosen (sign-up, reset, change).
import {
  PASSWORD_HINT,
  PASSWORD_STRENGTH_MAX,
  passwordStrength,
  passwordStrengthLabel,
} from '../domain/auth/password-strength';
import styles from './password-inputs.module.css';

export function StrengthMeter({ password, id }: { password: string; id: string }) {
  const score = passwordStrength(password);
  return (
    <div className={styles.field} id={id}>
      <div
        className={styles.strength}
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={PASSWORD_STRENGTH_MAX}
        aria-valuenow={score}
        aria-valuetext={passwordStrengthLabel(password)}
        data-testid="password-strength"
        data-score={score}
      >
        {Array.from({ length: PASSWORD_STRENGTH_MAX }, (_, i) => (
          <span
            key={i}
            className={[styles.segment, i < score ? styles[`level${score}`] : ''].join(' ')}
          />
        ))}
      </div>
      <p className={styles.muted} data-testid="password-strength-label">
        {password === '' ? PASSWORD_HINT : passwordStrengthLabel(password)}
      </p>
      {password !== '' && <p className={styles.hint}>{PASSWORD_HINT}</p>}
    </div>
  );
}
