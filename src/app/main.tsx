// Entry point: global styles, the React root, the session boot, the slate date and the service worker.
import './early-start';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/tokens.css';
import '../ui/global.css';
import { bootAuth } from '../state/auth';
import { App } from './app';
import { loadSlate } from '../state/slate';
import { VIEW_PATHS } from '../domain/routes';

void bootAuth();
void loadSlate();
// Opened on the picks browser (an installed app's last screen): fetch its chunk with the bundle.
if (window.location.pathname === VIEW_PATHS.addPicks)
  void import('../features/picks/add-picks-view');

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void import('./update-prompt').then((module) => module.registerServiceWorker());
  });
}
