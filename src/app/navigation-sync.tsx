// Keeps the navigation history store in step with the address bar, and maps mouse buttons 3 and 4 to back and forward.
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { goBack, goForward, navIndexOf, recordLocation } from '../state/navigation';

const MOUSE_BACK = 3;
const MOUSE_FORWARD = 4;
/** If the browser itself navigated on the same press (popstate within this window), we do nothing. */
const NATIVE_NAVIGATION_GRACE_MS = 60;

function useHistoryRecording(): void {
  const [location] = useLocation();
  useEffect(() => {
    // Read the address bar, not the render's location: a redirect may already have replaced it.
    const stamped = navIndexOf(window.history.state);
    const index = recordLocation(window.location.pathname, stamped);
    if (stamped !== index) {
      const state: unknown = window.history.state;
      const base = state && typeof state === 'object' ? state : {};
      window.history.replaceState({ ...base, navIndex: index }, '');
    }
  }, [location]);
}

function useMouseBackForward(): void {
  useEffect(() => {
    let pending: number | undefined;
    const onButton = (event: MouseEvent) => {
      if (event.button !== MOUSE_BACK && event.button !== MOUSE_FORWARD) return;
      event.preventDefault();
      if (pending !== undefined) return; // mouseup and auxclick of the same press
      const move = event.button === MOUSE_BACK ? goBack : goForward;
      pending = window.setTimeout(() => {
        pending = undefined;
        move();
      }, NATIVE_NAVIGATION_GRACE_MS);
    };
    const onNativeNavigation = () => {
      if (pending === undefined) return;
      window.clearTimeout(pending);
      pending = undefined;
    };
    window.addEventListener('mouseup', onButton);
    window.addEventListener('auxclick', onButton);
    window.addEventListener('popstate', onNativeNavigation);
    return () => {
      window.removeEventListener('mouseup', onButton);
      window.removeEventListener('auxclick', onButton);
      window.removeEventListener('popstate', onNativeNavigation);
      window.clearTimeout(pending);
    };
  }, []);
}

export function NavigationSync() {
  useHistoryRecording();
  useMouseBackForward();
  return null;
}
