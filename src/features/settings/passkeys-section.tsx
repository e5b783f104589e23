// Security → Passkeys: add a passkey (named), rename or remove one. A passkey is a second factor the
// two-factor screen offers instead of a code; adding and changing them needs the network.
import { useState, type FormEvent } from 'react';
import type { Passkey, PasskeyListReply } from '../../api/passkeys-contract';
import { browserHasWebAuthn } from '../../api/webauthn-ceremony';
import { isFailure } from '../../api/client';
import { showToast } from '../../app/toast-host';
import { SETTINGS_CACHE_POLICIES } from '../../domain/offline/cache-freshness';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX } from '../../domain/auth/passkeys';
import { Button } from '../../ui/button';
import { addPasskey, PASSKEYS_PATH, removePasskey, renamePasskey } from './passkeys-api';
import { SettingsResourceGate } from './settings-resource-gate';
import { useSettingsResource } from './use-settings-resource';
import styles from './passkeys-section.module.css';

const OFFLINE_TEXT = 'Passkeys can be added, renamed or removed only while online.';

interface PasskeysSectionProps {
  /** Called after a passkey is added, renamed or removed (e.g. to reload the activity list). */
  onChanged?: () => void;
}

export function PasskeysSection({ onChanged }: PasskeysSectionProps = {}) {
  const resource = useSettingsResource<PasskeyListReply>(
    PASSKEYS_PATH,
    'passkeys',
    SETTINGS_CACHE_POLICIES.security.maxAgeMs,
  );
  const supported = browserHasWebAuthn();
  const list: ListControl = {
    offline: resource.offline,
    update(change) {
      resource.replace({ success: true, passkeys: change(resource.data?.passkeys ?? []) });
      onChanged?.();
    },
  };
  return (
    <section
      className={styles.section}
      aria-labelledby="passkeys-title"
      data-testid="passkeys-section"
    >
      <h2 className={styles.title} id="passkeys-title">
        Passkeys
      </h2>
      <p className={styles.lead}>
        Sign in with your device’s screen lock or a security key instead of a texted or emailed
        code. A passkey cannot be phished or intercepted the way a text message can.
      </p>
      {!supported && (
        <p className={styles.note} data-testid="passkeys-unsupported">
          {PASSKEY_MESSAGES.unsupported} Your passkeys are listed below; add one from a browser that
          supports them.
        </p>
      )}
      {resource.offline && (
        <p className={styles.note} data-testid="passkeys-offline">
          {OFFLINE_TEXT}
        </p>
      )}
      {supported && <AddPasskeyForm list={list} />}
      <SettingsResourceGate resource={resource} name="passkeys">
        {(reply) => <PasskeyList passkeys={reply.passkeys} list={list} />}
      </SettingsResourceGate>
    </section>
  );
}

/** What the rows and the add form may do to the shown list. */
interface ListControl {
  offline: boolean;
  update(change: (list: Passkey[]) => Passkey[]): void;
}

function toast(message: string): void {
  void showToast((t) => t.success(message));
}

function AddPasskeyForm({ list }: { list: ListControl }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || list.offline) return;
    setBusy(true);
    setError(null);
    const reply = await addPasskey(name);
    setBusy(false);
    if (!reply.success) {
      setError(reply.message);
      return;
    }
    setName('');
    list.update((shown) => [...shown, reply.passkey]);
    toast(PASSKEY_MESSAGES.added);
  }

  return (
    <form
      className={styles.addForm}
      onSubmit={(e) => void submit(e)}
      data-testid="passkey-add-form"
    >
      <div className={styles.field}>
        <label className={styles.label} htmlFor="passkey-new-name">
          Name (optional)
        </label>
        <input
          id="passkey-new-name"
          className={styles.input}
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          placeholder="e.g. Work laptop"
          onChange={(e) => setName(e.target.value)}
          data-testid="passkey-new-name"
        />
      </div>
      <Button type="submit" disabled={busy || list.offline} data-testid="passkey-add">
        {busy ? 'Waiting for your device…' : 'Add a passkey'}
      </Button>
      {error && (
        <p className={styles.error} role="alert" data-testid="passkey-add-error">
          {error}
        </p>
      )}
    </form>
  );
}

function PasskeyList({ passkeys, list }: { passkeys: Passkey[]; list: ListControl }) {
  if (passkeys.length === 0) {
    return (
      <p className={styles.empty} data-testid="passkeys-empty">
        No passkeys yet. Two-factor sign-in uses a code by text or email.
      </p>
    );
  }
  return (
    <ul className={styles.list} data-testid="passkeys-list">
      {passkeys.map((passkey) => (
        <PasskeyItem key={passkey.id} passkey={passkey} list={list} />
      ))}
    </ul>
  );
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function describe(passkey: Passkey): string {
  const added = `Added ${dateFormat.format(new Date(passkey.created_at))}`;
  const used = passkey.last_used_at
    ? `last used ${dateFormat.format(new Date(passkey.last_used_at))}`
    : 'never used';
  return [added, used, passkey.synced ? 'synced' : null].filter(Boolean).join(' · ');
}

type Mode = 'view' | 'rename' | 'remove';

function PasskeyItem({ passkey, list }: { passkey: Passkey; list: ListControl }) {
  const [mode, setMode] = useState<Mode>('view');
  const [name, setName] = useState(passkey.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const offline = list.offline;

  async function saveName(event: FormEvent) {
    event.preventDefault();
    if (busy || offline) return;
    setBusy(true);
    const reply = await renamePasskey(passkey.id, name);
    setBusy(false);
    if (isFailure(reply)) {
      setError(reply.message);
      return;
    }
    setError(null);
    setMode('view');
    list.update((shown) => shown.map((p) => (p.id === passkey.id ? reply.passkey : p)));
    toast(PASSKEY_MESSAGES.renamed);
  }

  async function remove() {
    if (busy || offline) return;
    setBusy(true);
    const reply = await removePasskey(passkey.id);
    setBusy(false);
    if (isFailure(reply) && reply.httpStatus !== 404) {
      setError(reply.message);
      return;
    }
    list.update((shown) => shown.filter((p) => p.id !== passkey.id));
    toast(PASSKEY_MESSAGES.removed);
  }

  return (
    <li className={styles.item} data-testid="passkey-item" data-passkey-id={passkey.id}>
      {mode === 'rename' ? (
        <form className={styles.addForm} onSubmit={(e) => void saveName(e)}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`passkey-rename-${passkey.id}`}>
              New name
            </label>
            <input
              id={`passkey-rename-${passkey.id}`}
              className={styles.input}
              value={name}
              maxLength={PASSKEY_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
              data-testid="passkey-rename-input"
            />
          </div>
          <div className={styles.actions}>
            <Button
              type="submit"
              size="sm"
              disabled={busy || offline}
              data-testid="passkey-rename-save"
            >
              Save
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setMode('view');
                setName(passkey.name);
                setError(null);
              }}
              data-testid="passkey-rename-cancel"
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className={styles.itemText}>
          <span className={styles.name} data-testid="passkey-name">
            {passkey.name}
          </span>
          <span className={styles.meta} data-testid="passkey-meta">
            {mode === 'remove'
              ? 'Remove this passkey? It will no longer pass two-factor sign-in.'
              : describe(passkey)}
          </span>
        </div>
      )}
      {mode === 'view' && (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            disabled={offline}
            onClick={() => setMode('rename')}
            aria-label={`Rename ${passkey.name}`}
            data-testid="passkey-rename"
          >
            Rename
          </Button>
          <Button
            variant="danger"
            size="sm"
            disabled={offline}
            onClick={() => setMode('remove')}
            aria-label={`Remove ${passkey.name}`}
            data-testid="passkey-remove"
          >
            Remove
          </Button>
        </div>
      )}
      {mode === 'remove' && (
        <div className={styles.actions}>
          <Button
            variant="danger"
            size="sm"
            disabled={busy || offline}
            onClick={() => void remove()}
            data-testid="passkey-remove-confirm"
          >
            Remove
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setMode('view')}
            data-testid="passkey-remove-cancel"
          >
            Keep
          </Button>
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert" data-testid="passkey-error">
          {error}
        </p>
      )}
    </li>
  );
}
