// The one toast container: bottom-right, dark, 5 s. Loaded after first paint; toasts raised earlier wait for it.
// Always import `toast` from 'react-toastify/unstyled': the default entry is a separate copy (its toasts
// would never reach this container) and injects a <style> element that the CSP blocks.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';

export const TOAST_AUTO_CLOSE_MS = 5000;

export function Toasts() {
  return (
    <ToastContainer
      position="bottom-right"
      theme="dark"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      closeOnClick={false}
      pauseOnFocusLoss
    />
  );
}
