// Entry point: global styles, the React root, the session boot, the slate date and the service worker.
import './early-start';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/tokens.css';
import '../ui/global.css';
import '../features/auth/first-frame.css';
import { auth, bootAuth, connectAuthToApiClient } from '../state/auth';
import { App } from './app';
import { loadSlate } from '../state/slate';
import { normalizePath, PASSWORD_RESET_PATH, VIEW_PATHS } from '../domain/navigation/routes';
import { dropFirstSplash, readFirstSplash } from '../ui/first-frame-splash';
import { loadLoginView } from './views';

/**
 * How long the first frame (index.html's splash over the sign-in hero) may wait for the session
 * check and the sign-in chunk before the app renders anyway ('Loading...' then, and no splash).
 */
const FIRST_SCREEN_GRACE_MS = 600;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
readFirstSplash();

// Before any API call: the client learns where the device token is and who hears 401/403.
connectAuthToApiClient();

// A visitor's sign-in chunk is fetched beside the session check, so the first screen React paints
// is the sign-in screen itself, its splash carrying on from the first frame.
const firstScreen = bootAuth().then(async () => {
  if (auth.status !== 'authenticated') await loadLoginView();
});
void loadSlate();
// Opened on the picks browser (an installed app's last screen): fetch its chunk with the bundle.
if (window.location.pathname === VIEW_PATHS.addPicks)
  void import('../features/picks/add-picks-view');

function render(container: HTMLElement): void {
  // Only the sign-in screen carries the first frame's splash on.
  const resetLink = normalizePath(window.location.pathname) === PASSWORD_RESET_PATH;
  if (auth.status === 'authenticated' || resetLink) dropFirstSplash();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
void Promise.race([
  firstScreen.catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_GRACE_MS)),
  // no top-level await: it would split the entry into dozens of small chunks
]).then(() => render(root));

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./update-prompt').then((m) => m.registerServiceWorker());
  // The render above may come after the load event (it waits for the session check).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}
