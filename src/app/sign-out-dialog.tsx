// Asked before sign-out when offline writes are still unsent: wait for them, or sign out now and
// discard them (nothing of this account stays readable on the device). Never dropped silently.
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { auth, cancelSignOut, signOutNow, unsentWriteCount } from '../state/auth';
import { Button, buttonClassName } from '../ui/button';
import styles from '../ui/dialog-frame.module.css';

const POLL_MS = 1000;

export function SignOutDialog() {
  const { signOutBlockedBy } = useSnapshot(auth);
  return signOutBlockedBy === null ? null : <UnsentChangesQuestion unsent={signOutBlockedBy} />;
}

function UnsentChangesQuestion({ unsent }: { unsent: number }) {
  const [waiting, setWaiting] = useState(false);
  const [left, setLeft] = useState<number | null>(null);
  const first = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    first.current?.focus();
  }, []);

  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => {
      void unsentWriteCount().then((count) => {
        setLeft(count);
        if (count === 0) void signOutNow();
      });
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  const count = left ?? unsent;
  return (
    <div className={styles.backdrop}>
      <div
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="sign-out-title"
        aria-describedby="sign-out-text"
        data-testid="sign-out-dialog"
        onKeyDown={(e) => {
          if (e.key === 'Escape') cancelSignOut();
        }}
      >
        <h2 id="sign-out-title" className={styles.title}>
          Changes not sent yet
        </h2>
        <p id="sign-out-text" className={styles.text} data-testid="sign-out-unsent">
          {count === 1 ? '1 change you made' : `${count} changes you made`} while offline{' '}
          {count === 1 ? 'has' : 'have'} not reached the server yet.{' '}
          {waiting
            ? 'Waiting for them to be sent; you will be signed out as soon as they are.'
            : `Wait until ${count === 1 ? 'it is' : 'they are'} sent, or sign out now and ${count === 1 ? 'it' : 'they'} will be discarded from this device.`}
        </p>
        <div className={styles.actions}>
          <button
            ref={first}
            type="button"
            className={buttonClassName('primary')}
            disabled={waiting}
            onClick={() => setWaiting(true)}
            data-testid="sign-out-wait"
          >
            {waiting ? 'Waiting…' : 'Wait until sent'}
          </button>
          <Button variant="danger" onClick={() => void signOutNow()} data-testid="sign-out-anyway">
            Sign out now
          </Button>
          <Button variant="ghost" onClick={cancelSignOut} data-testid="sign-out-cancel">
            Cancel
          </Button>
        </div>
      </div>
    </div>
  );
}
