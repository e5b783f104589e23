// Where the link emailed to a new address lands (/settings/verify-email?token=…): proves the new
// address, completes the change, and says what happened. Needs the account signed in and online.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { apiGet, isFailure } from '../../api/client';
import type { SettingsProfileReply } from '../../api/settings-contract';
import { writeSettingsCache } from '../../db/settings-cache';
import { database } from '../../db/schema';
import { CONTACT_CHANGE_MESSAGES as TEXT } from '../../domain/account/contact-change';
import { VIEW_PATHS } from '../../domain/navigation/routes';
import { refreshProfile } from '../../state/auth';
import { buttonClassName } from '../../ui/button';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { isOnline, PROFILE_PATH, profileApi, replyProblem } from './profile-api';
import styles from './account-forms.module.css';
import { clientNow } from '../../api/clock';

type Outcome =
  { kind: 'working' } | { kind: 'changed'; email: string } | { kind: 'failed'; message: string };

async function applyLink(token: string): Promise<Outcome> {
  if (token === '') return { kind: 'failed', message: TEXT.tokenInvalid };
  if (!isOnline()) return { kind: 'failed', message: TEXT.needsNetwork };
  const verified = await profileApi.verifyEmail(token, 'confirm');
  if (isFailure(verified)) {
    return { kind: 'failed', message: replyProblem(verified, TEXT.needsNetwork) };
  }
  const done = await profileApi.completeChange(token);
  if (isFailure(done)) return { kind: 'failed', message: replyProblem(done, TEXT.needsNetwork) };
  await rememberNewProfile();
  return { kind: 'changed', email: done.value };
}

/** The cached profile (5 minutes fresh) and the signed-in user's email would otherwise show the old address. */
async function rememberNewProfile(): Promise<void> {
  const reply = await apiGet<SettingsProfileReply>(PROFILE_PATH);
  if (!isFailure(reply)) {
    const { httpStatus: _status, ...profile } = reply;
    await writeSettingsCache(database(), 'profile', profile, clientNow()).catch(() => false);
  }
  await refreshProfile().catch(() => undefined);
}

export function VerifyEmailChangeView() {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: the link is single use, so a second run would only report it used.
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(window.location.search).get('token') ?? '';
    void applyLink(token).then(setOutcome);
  }, []);

  return (
    <div data-testid="view-verify-email-change">
      <PageHeader title="Confirm your new email" />
      <Card>
        {outcome.kind === 'working' && (
          <p className={styles.info} role="status" data-testid="verify-email-working">
            Confirming your new email address…
          </p>
        )}
        {outcome.kind === 'changed' && (
          <p className={styles.success} role="status" data-testid="verify-email-done">
            {TEXT.emailChanged} You now sign in with <strong>{outcome.email}</strong>.
          </p>
        )}
        {outcome.kind === 'failed' && (
          <p className={styles.error} role="alert" data-testid="verify-email-failed">
            {outcome.message}
          </p>
        )}
        <div className={`${styles.actions} ${styles.footerActions}`}>
          <Link
            href={VIEW_PATHS.settings}
            className={buttonClassName('secondary')}
            data-testid="verify-email-back"
          >
            Back to Account Settings
          </Link>
        </div>
      </Card>
    </div>
  );
}
