// Keeps My Picks in step with the account's other devices (issue [N]): for a member, the server's
// merged list is read on every page's start and whenever the page comes back into view or online,
// with this device's unsent operations applied on top. Free and signed-out pages never ask (the
// call is for paid access: the server would refuse it).
import { useSnapshot } from 'valtio';
import { hasPaidAccess } from '../../domain/auth/roles';
import { refreshFromServer } from '../../features/parlay/my-picks-sync';
import { auth } from '../../state/auth';
import { usePullOnFocus } from '../../ui/use-pull-on-focus';
import { LIVE_SIGNALS } from '../../state/live-signals';
import { clientNow } from '../../api/clock';

export function useMyPicksSync(): void {
  const { user, roles } = useSnapshot(auth);
  const userId = user?.id ?? null;
  const paid = hasPaidAccess(roles);
  usePullOnFocus(
    userId === null || !paid ? null : String(userId),
    () => refreshFromServer(userId!, clientNow()),
    [LIVE_SIGNALS.myPicks],
  );
}
