// The access layer's screens for visitors: splash, sign-in or sign-up (the path selects the mode),
// two-factor and check-your-email, beside the product pitch on wide screens.
import type { CSSProperties } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { authModeForPath } from '../../domain/navigation/routes';
import { auth } from '../../state/auth';
import { Logo } from '../../ui/brand';
import { IconCheck } from '../../ui/icons';
import { CheckEmailView } from './check-email-view';
import { SignInForm } from './sign-in-form';
import { SignUpWizard } from './sign-up-wizard';
import { LOGIN_PITCH, VALUE_POINTS } from './login-pitch';
import { Splash, useSplash } from './splash';
import { TwoFactorView } from './two-factor-view';
import styles from './login-view.module.css';

const EMAIL_LINK_NOTICES: Record<string, string> = {
  '1': 'Email verified. You can sign in now.',
  '0': 'That verification link is invalid, used or expired. Sign in to get a new one.',
};

export function LoginView() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { status } = useSnapshot(auth);
  const splash = useSplash();
  const signup = authModeForPath(location) === 'signup';
  const verifying = status === 'needsPhoneVerify' || status === 'needsEmailVerify';
  const notice =
    EMAIL_LINK_NOTICES[new URLSearchParams(search).get('email_verified') ?? ''] ?? null;

  return (
    <main
      className={['login-screen', splash ? styles.afterSplash : ''].join(' ')}
      style={
        splash ? ({ '--splash-elapsed': `${splash.elapsedMs}ms` } as CSSProperties) : undefined
      }
      data-testid="view-login"
    >
      {splash && <Splash run={splash} />}
      <section className="login-hero" aria-label="About Parlay Engine">
        <p className="login-brand">
          Parlay <span className="login-brand-accent">Engine</span>
        </p>
        <p className="login-pitch">{LOGIN_PITCH}</p>
        <ul className="login-points">
          {VALUE_POINTS.map((point, index) => (
            <li key={point} className="login-point" data-testid={`login-point-${index + 1}`}>
              <IconCheck size={18} className="login-point-icon" />
              {point}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.card} aria-labelledby="auth-title">
        <Logo size={56} className={styles.cardLogo} />
        {status === 'needsPhoneVerify' && <TwoFactorView />}
        {status === 'needsEmailVerify' && <CheckEmailView />}
        {!verifying && (signup ? <SignUpWizard /> : <SignInForm notice={notice} />)}
        {!verifying && (
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
        )}
      </section>
    </main>
  );
}
