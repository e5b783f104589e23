// Security → Your data: "Download my data" saves everything the account holds as one JSON file.
// The call carries the device token, so the file is built from the reply rather than a plain link.
import { useState } from 'react';
import { isFailure } from '../../api/client';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { isOnline, replyProblem } from './profile-api';
import { securityApi } from './security-api';
import forms from './account-forms.module.css';
import styles from './security-tab.module.css';

const OFFLINE = 'You are offline. Downloading your data needs a connection.';

function saveJson(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // the click has started the download; the URL is not needed after this turn
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function DataCard() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    if (!isOnline()) return setError(OFFLINE);
    setBusy(true);
    setError(null);
    const reply = await securityApi.exportData();
    setBusy(false);
    if (isFailure(reply)) return setError(replyProblem(reply, OFFLINE));
    const { httpStatus: _status, ...data } = reply;
    saveJson(data, `parlay-engine-data-${data.exported_at.slice(0, 10)}.json`);
  }

  return (
    <Card aria-labelledby="security-data-title" data-testid="security-data">
      <div className={styles.cardHead}>
        <div>
          <h2 className={styles.title} id="security-data-title">
            Your data
          </h2>
          <p className={styles.lead}>
            One JSON file with your profile, preferences, favourites, My Picks, pick records,
            devices and activity. It holds no password or sign-in secret.
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-busy={busy}
          onClick={() => void download()}
          data-testid="security-download-data"
        >
          {busy ? 'Preparing…' : 'Download my data'}
        </Button>
      </div>
      {error && (
        <p className={forms.error} role="alert" data-testid="security-data-error">
          {error}
        </p>
      )}
    </Card>
  );
}
