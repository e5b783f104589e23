// Settings → Profile: the account's email and phone (each with its change flow), plan, credits and
// member-since date. Loaded through the settings cache (5 minutes); changes need the network.
import { useState, type ReactNode } from 'react';
import type { SettingsProfile, SettingsProfileReply } from '../../api/settings-contract';
import { SETTINGS_CACHE_POLICIES } from '../../domain/offline/cache-freshness';
import { CONTACT_CHANGE_MESSAGES as TEXT } from '../../domain/account/contact-change';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmailChangeFlow } from './email-change-flow';
import { PhoneChangeFlow } from './phone-change-flow';
import { PROFILE_PATH } from './profile-api';
import { SettingsResourceGate } from './settings-resource-gate';
import { useSettingsResource } from './use-settings-resource';
import styles from './account-forms.module.css';

const PLAN_NAMES: Record<string, string> = {
  free: 'Free',
  basic_membership: 'Basic Membership',
  early_access: 'Early Access',
  member: 'Member',
  pro: 'Pro',
  admin: 'Admin',
};

export function ProfileTab() {
  const resource = useSettingsResource<SettingsProfileReply>(
    PROFILE_PATH,
    'profile',
    SETTINGS_CACHE_POLICIES.profile.maxAgeMs,
  );
  return (
    <SettingsResourceGate resource={resource} name="profile">
      {(reply) => (
        <ProfileDetails
          profile={reply.profile}
          offline={resource.offline}
          reload={resource.reload}
        />
      )}
    </SettingsResourceGate>
  );
}

type Open = 'email' | 'phone' | null;

function ProfileDetails({
  profile,
  offline,
  reload,
}: {
  profile: SettingsProfile;
  offline: boolean;
  reload: () => void;
}) {
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const toggle = (which: Exclude<Open, null>) => {
    setNotice(null);
    if (open !== which && offline) return setNotice(TEXT.needsNetwork);
    setOpen(open === which ? null : which);
  };
  const pending = profile.pending_email_change;

  return (
    <div className={styles.stack} data-testid="profile-tab">
      <Card aria-labelledby="profile-contact-title">
        <h2 className={styles.sectionTitle} id="profile-contact-title">
          Sign-in details
        </h2>
        <p className={styles.sectionLead}>
          Your email signs you in; codes go to your phone. Changing either needs your current
          password and proof that the new one is yours.
        </p>
        {notice && (
          <p className={styles.error} role="alert" data-testid="profile-offline-refusal">
            {notice}
          </p>
        )}
        {/* not a <dl>: each row also holds its change button and flow, which a dl may not */}
        <div className={styles.rows}>
          <div className={styles.row}>
            <span className={styles.rowLabel}>Email</span>
            <span className={styles.rowValue} data-testid="profile-email">
              {profile.email}
              <VerifiedBadge verified={profile.email_verified} testId="profile-email-verified" />
            </span>
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={open === 'email'}
              onClick={() => toggle('email')}
              data-testid="profile-email-change-open"
            >
              Change email
            </Button>
            {pending && open !== 'email' && (
              <p className={`${styles.info} ${styles.rowFlow}`} data-testid="profile-email-pending">
                Waiting for you to open the link sent to <strong>{pending.new_email}</strong>. Your
                email stays {profile.email} until then.
              </p>
            )}
            {open === 'email' && (
              <div className={styles.rowFlow}>
                <EmailChangeFlow onRequested={reload} onClose={() => setOpen(null)} />
              </div>
            )}
          </div>
          <div className={styles.row}>
            <span className={styles.rowLabel}>Phone</span>
            <span className={styles.rowValue} data-testid="profile-phone">
              {profile.phone ?? 'No phone number'}
              {profile.phone && (
                <VerifiedBadge verified={profile.phone_verified} testId="profile-phone-verified" />
              )}
            </span>
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={open === 'phone'}
              onClick={() => toggle('phone')}
              data-testid="profile-phone-change-open"
            >
              {profile.phone ? 'Change phone' : 'Add phone'}
            </Button>
            {open === 'phone' && (
              <div className={styles.rowFlow}>
                <PhoneChangeFlow
                  onChanged={() => {
                    setOpen(null);
                    reload();
                  }}
                  onClose={() => setOpen(null)}
                />
              </div>
            )}
          </div>
        </div>
      </Card>
      <Card aria-labelledby="profile-account-title">
        <h2 className={styles.sectionTitle} id="profile-account-title">
          Account
        </h2>
        <dl className={styles.rows}>
          <DetailRow label="Plan" testId="profile-plan">
            <Badge tone={profile.plan === 'free' ? 'neutral' : 'accent'}>
              {PLAN_NAMES[profile.plan] ?? profile.plan}
            </Badge>
          </DetailRow>
          <DetailRow label="Credits" testId="profile-credits">
            {profile.credits}
          </DetailRow>
          <DetailRow label="Member since" testId="profile-created">
            {new Date(profile.created_at).toLocaleDateString(undefined, { dateStyle: 'long' })}
          </DetailRow>
          <DetailRow label="Referral code" testId="profile-referral-code">
            <code>{profile.referral_code}</code>
          </DetailRow>
        </dl>
      </Card>
    </div>
  );
}

function DetailRow({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.row}>
      <dt className={styles.rowLabel}>{label}</dt>
      <dd className={styles.rowValue} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function VerifiedBadge({ verified, testId }: { verified: boolean; testId: string }) {
  return (
    <Badge tone={verified ? 'accent' : 'warning'} data-testid={testId}>
      {verified ? 'Verified' : 'Not verified'}
    </Badge>
  );
}
