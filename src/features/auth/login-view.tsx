// The access layer's sign-in / sign-up screen for visitors; the real forms and two-factor come with the access release.
import { useLocation } from 'wouter';
import { authModeForPath } from '../../domain/routes';
import { Logo } from '../../ui/brand';
import { IconCheck, IconLock } from '../../ui/icons';
import styles from './login-view.module.css';

const VALUE_POINTS = [
  'Picks from expert handicappers and algorithms, each with a confidence rating',
  'Game logs, charts and research behind every pick',
  'Turn your list into optimized parlays in one tap',
];

export function LoginView() {
  const [location, navigate] = useLocation();
  const signup = authModeForPath(location) === 'signup';

  return (
    <main className={styles.screen} data-testid="view-login">
      <section className={styles.hero} aria-label="About Parlay Engine">
        <p className={styles.brand}>
          Parlay <span className={styles.brandAccent}>Engine</span>
        </p>
        <p className={styles.pitch}>Smarter parlays, built from picks you can check.</p>
        <ul className={styles.points}>
          {VALUE_POINTS.map((point, index) => (
            <li key={point} className={styles.point} data-testid={`login-point-${index + 1}`}>
              <IconCheck size={18} className={styles.pointIcon} />
              {point}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.card} aria-labelledby="login-title">
        <Logo size={56} />
        <h1 id="login-title" className={styles.title} data-testid="login-title">
          {signup ? 'Create account' : 'Sign in'}
        </h1>
        <p className={styles.lead}>
          {signup
            ? 'Create your account to get premium picks, My Picks and the parlay optimizer.'
            : 'Welcome back. Sign in to see your picks, favorites and parlays.'}
        </p>
        <p className={styles.notice} data-testid="login-notice">
          <IconLock size={18} className={styles.noticeIcon} />
          <span>
            {signup ? 'Sign-up' : 'Sign-in'} arrives with the access release. This screen cannot{' '}
            {signup ? 'create an account' : 'sign you in'} yet.
          </span>
        </p>
        <p className={styles.toggle}>
          {signup ? 'Already have an account?' : 'New to Parlay Engine?'}{' '}
          <button
            type="button"
            className={styles.toggleButton}
            onClick={() => navigate(signup ? '/signin' : '/signup')}
            data-testid="login-mode-toggle"
          >
            {signup ? 'Sign in' : 'Create account'}
          </button>
        </p>
      </section>
    </main>
  );
}
