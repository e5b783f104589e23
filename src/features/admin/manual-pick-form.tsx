// The Manual Pick Form (the admin page's first panel): an admin enters one pick with its experts and
// constraints; Submit Pick sends it with the admin password to POST /api/admin/picks, whose refusal
// (a bad date, an unknown league, an invalid prediction, a wrong password) is shown as it words it.
import { useState } from 'react';
import { showToast } from '../../app/toast-host';
import {
  emptyAdminPickDraft,
  formFromDraft,
  submitOutcome,
  type AdminPickDraft,
} from '../../domain/admin/admin-pick-draft';
import { ADMIN_PICK_TEXTS } from '../../domain/admin/admin-pick-messages';
import {
  adminPickSubmitError,
  buildAdminPickEvent,
} from '../../domain/admin/admin-pick-submission';
import { HOME_PATH } from '../../domain/navigation/routes';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { submitManualPick } from './manual-pick-api';
import { ManualPickConstraints } from './manual-pick-constraints';
import { ManualPickExperts, nextExpertKey } from './manual-pick-experts';
import {
  readPinnedEventDate,
  useExpertsForDate,
  useStartEventDate,
  writePinnedEventDate,
} from './manual-pick-hooks';
import { ManualPickMatchup } from './manual-pick-matchup';
import { ManualPickOdds } from './manual-pick-odds';
import { ManualPickPickFields } from './manual-pick-pick-fields';
import styles from './manual-pick-form.module.css';

export function ManualPickForm({ adminPassword }: { adminPassword: string }) {
  const startDate = useStartEventDate();
  return (
    <Card
      as="section"
      className={styles.panel}
      aria-labelledby="manual-pick-title"
      data-testid="manual-pick-form"
    >
      <header className={styles.header}>
        <h2 id="manual-pick-title" className={styles.title}>
          Manual Pick Form
        </h2>
        <p className={styles.description}>
          Add a pick with its experts. Members see it in their picks browser once it is submitted.
        </p>
      </header>
      {startDate === null ? (
        <p className={styles.status} role="status" data-testid="manual-pick-starting">
          Loading the slate date…
        </p>
      ) : (
        <ManualPickFormBody adminPassword={adminPassword} startDate={startDate} />
      )}
    </Card>
  );
}

function ManualPickFormBody({
  adminPassword,
  startDate,
}: {
  adminPassword: string;
  startDate: string;
}) {
  const [draft, setDraft] = useState<AdminPickDraft>(() =>
    emptyAdminPickDraft(startDate, nextExpertKey()),
  );
  const [dateLocked, setDateLocked] = useState(() => readPinnedEventDate() !== null);
  // custom stat types per league ('' = no league, the NBA list), kept until the page closes
  const [customStats, setCustomStats] = useState<Record<string, string[]>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const experts = useExpertsForDate(draft.eventDate);
  const leagueKey = draft.league[0] ?? '';

  const update = (patch: Partial<AdminPickDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const toggleLock = () => {
    const locking = !dateLocked;
    writePinnedEventDate(locking ? draft.eventDate : null);
    setDateLocked(locking);
    const text = locking ? ADMIN_PICK_TEXTS.dateLocked : ADMIN_PICK_TEXTS.dateUnlocked;
    void showToast((toast) => toast.info(text));
  };

  const clearFields = () => {
    // a locked date stays; otherwise the form goes back to the date it opened on
    setDraft(emptyAdminPickDraft(readPinnedEventDate() ?? startDate, nextExpertKey()));
    setFailure(null);
  };

  async function submit() {
    const form = formFromDraft(draft);
    const missing = adminPickSubmitError(form);
    if (missing) {
      setFailure(missing);
      void showToast((toast) => toast.error(missing));
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      const outcome = submitOutcome(
        await submitManualPick(buildAdminPickEvent(form, adminPassword)),
      );
      if (outcome.ok) {
        void showToast((toast) => toast.success(outcome.toast));
        clearFields();
      } else {
        setFailure(outcome.inline);
        void showToast((toast) => toast.error(outcome.toast));
      }
    } finally {
      setSubmitting(false);
    }
  }

  const loadingExperts = experts.status === 'loading';
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!submitting && !loadingExperts) void submit();
      }}
      data-testid="manual-pick-fields"
    >
      <ManualPickPickFields
        draft={draft}
        update={update}
        customStats={customStats[leagueKey] ?? []}
        onAddCustomStat={(name) =>
          setCustomStats((all) => ({ ...all, [leagueKey]: [...(all[leagueKey] ?? []), name] }))
        }
      />
      <ManualPickOdds draft={draft} update={update} />
      <ManualPickMatchup
        draft={draft}
        update={update}
        dateLocked={dateLocked}
        onToggleLock={toggleLock}
      />
      <ManualPickExperts
        rows={draft.experts}
        experts={experts}
        onChange={(rows) => update({ experts: rows })}
        nextKey={nextExpertKey}
      />
      <ManualPickConstraints draft={draft} update={update} />
      {failure ? (
        <p className={styles.failure} role="alert" data-testid="manual-pick-error">
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={submitting || loadingExperts}
          aria-busy={submitting}
          data-testid="manual-pick-submit"
        >
          {submitting ? ADMIN_PICK_TEXTS.submitting : ADMIN_PICK_TEXTS.submit}
        </Button>
        <Button
          variant="secondary"
          onClick={() => window.open(HOME_PATH, '_blank', 'noopener')}
          data-testid="manual-pick-view-live"
        >
          View Live Changes
        </Button>
        <Button variant="ghost" onClick={clearFields} data-testid="manual-pick-clear">
          Clear Fields
        </Button>
      </div>
      {loadingExperts ? (
        <p className={styles.status} role="status" data-testid="manual-pick-submit-wait">
          {ADMIN_PICK_TEXTS.loadingExperts}
        </p>
      ) : null}
    </form>
  );
}
