// Settings → Referrals: the account's code and share link (Web Share API where present, copied
// otherwise), the counts from recorded referrals, and choosing a code of one's own (checked first).
import { useState, type FormEvent } from 'react';
import { isFailure } from '../../api/client';
import type { ReferralStats, ReferralStatsReply } from '../../api/settings-contract';
import { showToast } from '../../app/toast-host';
import { SETTINGS_CACHE_POLICIES } from '../../domain/offline/cache-freshness';
import {
  REFERRAL_CODE_MAX_LENGTH,
  REFERRAL_CODE_MESSAGES,
  referralCodeProblem,
  referralCodeProblemText,
} from '../../domain/account/referral-code';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { isOnline, profileApi, REFERRAL_STATS_PATH, replyProblem } from './profile-api';
import { SettingsResourceGate } from './settings-resource-gate';
import { useSettingsResource, type SettingsResource } from './use-settings-resource';
import styles from './account-forms.module.css';

const OFFLINE = 'You are offline. Choosing a referral code needs a connection.';
const STAT_LABELS: [keyof ReferralStats, string][] = [
  ['invited', 'Invited'],
  ['signed_up', 'Signed up'],
  ['paid', 'Paid'],
  ['credits_earned', 'Credits earned'],
];

export function ReferralsTab() {
  const resource = useSettingsResource<ReferralStatsReply>(
    REFERRAL_STATS_PATH,
    'referrals',
    SETTINGS_CACHE_POLICIES.referrals.maxAgeMs,
  );
  return (
    <SettingsResourceGate resource={resource} name="referrals">
      {(reply) => (
        <div className={styles.stack} data-testid="referrals-tab">
          <ShareCard stats={reply.stats} />
          <StatsCard stats={reply.stats} />
          <ChooseCodeCard resource={resource} />
        </div>
      )}
    </SettingsResourceGate>
  );
}

async function copyText(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    void showToast((toast) => toast.success(`${what} copied`));
  } catch {
    void showToast((toast) =>
      toast.error(`Could not copy the ${what.toLowerCase()}; select it and copy it yourself.`),
    );
  }
}

async function shareLink(stats: ReferralStats): Promise<void> {
  const data = {
    title: 'Parlay Engine',
    text: `Join me on Parlay Engine with my code ${stats.code}`,
    url: stats.link,
  };
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      // The user closed the share sheet: nothing to do.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await copyText(stats.link, 'Link');
}

function ShareCard({ stats }: { stats: ReferralStats }) {
  return (
    <Card tone="highlight" aria-labelledby="referral-code-title">
      <h2 className={styles.sectionTitle} id="referral-code-title">
        Your referral code
      </h2>
      <p className={styles.sectionLead}>
        Friends who join with your code are counted below; you earn credits when they first pay.
      </p>
      <div className={styles.codeDisplay}>
        <p className={styles.bigCode} data-testid="referral-code">
          {stats.code}
        </p>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void copyText(stats.code, 'Code')}
            data-testid="referral-copy-code"
          >
            Copy code
          </Button>
          <Button size="sm" onClick={() => void shareLink(stats)} data-testid="referral-share">
            Share link
          </Button>
        </div>
      </div>
      <p className={styles.shareLink} data-testid="referral-link">
        {stats.link}
      </p>
    </Card>
  );
}

function StatsCard({ stats }: { stats: ReferralStats }) {
  return (
    <Card aria-labelledby="referral-stats-title">
      <h2 className={styles.sectionTitle} id="referral-stats-title">
        Your referrals
      </h2>
      <dl className={styles.statsGrid}>
        {STAT_LABELS.map(([key, label]) => (
          <div key={key} className={styles.stat}>
            <dt className={styles.statLabel}>{label}</dt>
            <dd className={styles.statValue} data-testid={`referral-stat-${key}`}>
              {stats[key]}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

interface Verdict {
  ok: boolean;
  text: string;
}

function ChooseCodeCard({ resource }: { resource: SettingsResource<ReferralStatsReply> }) {
  const [code, setCode] = useState('');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [busy, setBusy] = useState(false);

  /** The rules first, on this device; then the server, which alone knows what is taken. */
  function localProblem(): string | null {
    if (!isOnline()) return OFFLINE;
    const problem = referralCodeProblem(code);
    return problem ? referralCodeProblemText(problem) : null;
  }

  async function check() {
    const problem = localProblem();
    if (problem) return setVerdict({ ok: false, text: problem });
    setBusy(true);
    const reply = await profileApi.checkReferralCode(code.trim());
    setBusy(false);
    if (isFailure(reply)) return setVerdict({ ok: false, text: replyProblem(reply, OFFLINE) });
    setVerdict({ ok: reply.available, text: reply.reason });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = localProblem();
    if (problem) return setVerdict({ ok: false, text: problem });
    setBusy(true);
    const reply = await profileApi.setReferralCode(code.trim());
    setBusy(false);
    if (isFailure(reply)) return setVerdict({ ok: false, text: replyProblem(reply, OFFLINE) });
    setVerdict({ ok: true, text: REFERRAL_CODE_MESSAGES.saved });
    setCode('');
    const current = resource.data?.stats;
    if (current) {
      resource.replace({
        success: true,
        stats: { ...current, code: reply.code, link: reply.link },
      });
    } else resource.reload();
  }

  return (
    <Card aria-labelledby="referral-choose-title">
      <h2 className={styles.sectionTitle} id="referral-choose-title">
        Choose your own code
      </h2>
      <p className={styles.sectionLead}>
        4-20 letters, digits and single hyphens, unique whatever the case. Your earlier codes keep
        working for you.
      </p>
      <form className={styles.codeForm} onSubmit={(e) => void save(e)} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="referral-code-input">
            New code
          </label>
          <input
            id="referral-code-input"
            className={styles.input}
            maxLength={REFERRAL_CODE_MAX_LENGTH}
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            aria-invalid={verdict !== null && !verdict.ok}
            aria-describedby="referral-code-verdict"
            onChange={(e) => {
              setCode(e.target.value);
              setVerdict(null);
            }}
            data-testid="referral-code-input"
          />
        </div>
        <Button
          variant="secondary"
          disabled={busy || code.trim() === ''}
          onClick={() => void check()}
          data-testid="referral-code-check"
        >
          Check
        </Button>
        <Button
          type="submit"
          disabled={busy || code.trim() === ''}
          data-testid="referral-code-save"
        >
          Save code
        </Button>
      </form>
      <p
        id="referral-code-verdict"
        className={`${styles.verdict} ${verdict === null ? '' : verdict.ok ? styles.success : styles.error}`}
        role="status"
        data-testid="referral-code-verdict"
        data-available={verdict === null ? undefined : String(verdict.ok)}
      >
        {verdict?.text ?? ''}
      </p>
    </Card>
  );
}
