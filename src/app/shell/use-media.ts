// Browser conditions the shell adapts to: phone width and online/offline.
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 768px)';

function subscribeMedia(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

const subscribePhone = subscribeMedia(PHONE_QUERY);

/** True at phone widths (<= 768 px), where the sidebar becomes a drawer. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribePhone, () => window.matchMedia(PHONE_QUERY).matches);
}

// One implementation, shared with the features (src/ui).
export { useIsOnline } from '../../ui/use-is-online';
