// Mounted once by the shell: shows the detail of the pick any screen opened (src/state/pick-detail),
// and keeps it on screen for the 300 ms exit animation after it is closed.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { pickDetail, type OpenPickDetail } from '../../state/pick-detail';
import { PickDetailDialog } from './pick-detail-dialog';

/** The spec's exit delay: the dialog stays mounted this long after it is closed. */
export const EXIT_DELAY_MS = 300;

export function PickDetailHost() {
  const { open } = useSnapshot(pickDetail);
  const current = open as OpenPickDetail | null;
  const [last, setLast] = useState<OpenPickDetail | null>(current);
  // Adjusting state to a new prop during render (React's documented pattern, no extra effect).
  if (current !== null && current !== last) setLast(current);
  const closing = current === null && last !== null;

  useEffect(() => {
    if (!closing) return undefined;
    const timer = window.setTimeout(() => setLast(null), EXIT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [closing]);

  const shown = current ?? last;
  if (!shown) return null;
  return <PickDetailDialog key={shown.pick.id} detail={shown} closing={closing} />;
}
