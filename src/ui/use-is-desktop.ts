// Whether the screen is wider than a phone: Expand / Exit Fullscreen is offered on desktop only.
import { useEffect, useState } from 'react';

const DESKTOP_QUERY = '(min-width: 769px)';

export function useIsDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => window.matchMedia(DESKTOP_QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => setDesktop(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return desktop;
}
