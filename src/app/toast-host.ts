// Toasts load on demand: the container (react-toastify, ~7 KB gz) mounts the first time something
// asks for a toast, so no page pays for it before then. react-toastify queues a toast raised before
// its container mounts and shows it once it does.
import { proxy } from 'valtio';
import type { toast as Toast } from 'react-toastify/unstyled';

export const toastHost = proxy({ wanted: false });

/** Mounts the container if needed, then hands `show` the toast function. */
export async function showToast(show: (toast: typeof Toast) => void): Promise<void> {
  toastHost.wanted = true;
  const { toast } = await import('react-toastify/unstyled');
  show(toast);
}
