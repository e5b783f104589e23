// Security → Recent activity: the account's security events, newest first, with device, browser
// and approximate address; the first page comes from the settings cache rule, "Load more" pages on.
import { useState } from 'react';
import { isFailure } from '../../api/client';
import type { SecurityEvent, SecurityEventsReply } from '../../api/security-contract';
import { isWarningEvent, securityEventLabel } from '../../domain/account/account-security';
import { deviceLabel } from '../../domain/account/user-agent';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { isOnline, replyProblem } from './profile-api';
import { formatWhen, securityApi } from './security-api';
import forms from './account-forms.module.css';
import styles from './security-tab.module.css';

const OFFLINE = 'You are offline: older activity loads when you are back online.';

export function EventsCard({ first }: { first: SecurityEventsReply }) {
  // Pages after the first, keyed by the first page they follow: a reloaded first page starts over.
  const [more, setMore] = useState<{ after: SecurityEventsReply; events: SecurityEvent[] }>({
    after: first,
    events: [],
  });
  const [nextBefore, setNextBefore] = useState<number | null>(first.next_before);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const extra = more.after === first ? more.events : [];
  const cursor = more.after === first ? nextBefore : first.next_before;
  const events = [...first.events, ...extra];

  async function loadMore() {
    if (cursor === null || busy) return;
    if (!isOnline()) return setError(OFFLINE);
    setBusy(true);
    setError(null);
    const reply = await securityApi.eventsBefore(cursor);
    setBusy(false);
    if (isFailure(reply)) return setError(replyProblem(reply, OFFLINE));
    setMore({ after: first, events: [...extra, ...reply.events] });
    setNextBefore(reply.next_before);
  }

  return (
    <Card aria-labelledby="security-events-title" data-testid="security-events">
      <div className={styles.cardHead}>
        <div>
          <h2 className={styles.title} id="security-events-title">
            Recent activity
          </h2>
          <p className={styles.lead}>
            Sign-ins, codes, failed attempts and changes to your account, kept{' '}
            {first.retention_days} days. Addresses are approximate.
          </p>
        </div>
      </div>
      {events.length === 0 ? (
        <p className={styles.empty} data-testid="security-events-empty">
          No activity yet.
        </p>
      ) : (
        <ol className={styles.list} aria-label="Recent activity">
          {events.map((event) => (
            <li key={event.id} className={styles.item} data-testid={`security-event-${event.id}`}>
              <div className={styles.itemMain}>
                <p
                  className={[styles.itemTitle, isWarningEvent(event.kind) ? styles.warning : '']
                    .filter(Boolean)
                    .join(' ')}
                  data-testid="security-event-kind"
                  data-kind={event.kind}
                >
                  {securityEventLabel(event.kind)}
                </p>
                <p className={styles.itemMeta}>
                  <time dateTime={event.at}>{formatWhen(event.at)}</time>
                  {` · ${deviceLabel(event)} · ${event.address}`}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p className={forms.error} role="alert" data-testid="security-events-error">
          {error}
        </p>
      )}
      {cursor !== null && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void loadMore()}
            data-testid="security-events-more"
          >
            {busy ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </Card>
  );
}
