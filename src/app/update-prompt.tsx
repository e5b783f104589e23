// Registers the service worker and, when a new version waits, offers a "Reload" toast that activates it.
import { Workbox } from 'workbox-window';
import { showToast } from './toast-host';
import { Button } from '../ui/button';
import styles from './update-prompt.module.css';

const UPDATE_TOAST_ID = 'sw-update';

function UpdateToast({ onReload }: { onReload: () => void }) {
  return (
    <div className={styles.toast} data-testid="sw-update-toast">
      <span>A new version is available.</span>
      <Button size="sm" data-testid="sw-update-reload" onClick={onReload}>
        Reload
      </Button>
    </div>
  );
}

export function registerServiceWorker(): void {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let reloading = false;

  const activateWaiting = () => {
    // Reload once the new worker controls the page, so the page and its worker are the same version.
    workbox.addEventListener('controlling', () => {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    });
    workbox.messageSkipWaiting();
  };

  workbox.addEventListener('waiting', () => {
    void showToast((toast) =>
      toast.info(<UpdateToast onReload={activateWaiting} />, {
        toastId: UPDATE_TOAST_ID,
        autoClose: false,
        closeOnClick: false,
      }),
    );
  });

  workbox.register().catch((error: unknown) => {
    console.warn('Service worker registration failed; the app keeps working online.', error);
  });
}
