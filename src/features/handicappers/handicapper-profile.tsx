// One handicapper's profile: top bar, header card, calibration, 'My Picks from {name}' and
// 'Recent Picks', and the floating 'Browse Handicappers' button.
import { useLocation } from 'wouter';
import { PROFILE_TEXTS } from '../../domain/handicappers/profile-picks';
import { VIEW_PATHS } from '../../domain/navigation/routes';
import { useSlateDate } from '../../state/slate';
import { Button } from '../../ui/button';
import { CalibrationCard } from './calibration-card';
import { ProfileHeader } from './profile-header';
import { ProfilePickSections } from './profile-pick-sections';
import { ProfileTopBar } from './profile-top-bar';
import { useHandicapper, useProfilePicks } from './use-profile';
import styles from './handicapper-profile.module.css';

const NEEDS_CONNECTION =
  'This profile needs a connection: it has not been opened online on this device yet.';

export function HandicapperProfile({ id }: { id: number }) {
  const [, navigate] = useLocation();
  const date = useSlateDate();
  const handicapper = useHandicapper(id);
  const picks = useProfilePicks(id, date);

  const fromPicks = picks.status === 'ok' ? picks.name : null;
  const record = handicapper.status === 'ok' ? handicapper.data.handicapper : null;
  const name = record?.name ?? fromPicks;

  let body;
  if (
    handicapper.status === 'loading' ||
    (handicapper.status !== 'ok' && picks.status === 'loading')
  ) {
    body = (
      <p className={styles.status} data-testid="handicapper-loading">
        {PROFILE_TEXTS.loading}
      </p>
    );
  } else if (handicapper.status === 'error' && handicapper.httpStatus === 404) {
    body = (
      <p className={styles.status} data-testid="handicapper-not-found">
        {PROFILE_TEXTS.notFound}
      </p>
    );
  } else if (name === null) {
    const message =
      handicapper.status === 'offline'
        ? NEEDS_CONNECTION
        : handicapper.status === 'error'
          ? handicapper.message
          : PROFILE_TEXTS.notFound;
    body = (
      <div className={styles.status} role="alert" data-testid="handicapper-error">
        <p>{message}</p>
        <Button onClick={() => window.location.reload()} data-testid="handicapper-retry">
          Retry
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <ProfileHeader
          id={id}
          name={name}
          record={record?.record ?? null}
          pickCount={picks.status === 'ok' ? picks.picks.length : 0}
          closingLine={record?.closing_line ?? null}
        />
        {record?.calibration && (
          <CalibrationCard
            name={name}
            record={record.record}
            calibration={record.calibration}
            closingLine={record.closing_line ?? null}
          />
        )}
        <ProfilePickSections id={id} name={name} picks={picks} date={date} />
      </>
    );
  }

  return (
    <div className={styles.view} data-testid="view-handicapper-profile">
      <ProfileTopBar name={name} />
      {body}
      <button
        type="button"
        className={styles.floating}
        onClick={() => navigate(VIEW_PATHS.addPicks)}
        data-testid="handicapper-browse"
      >
        Browse Handicappers
      </button>
    </div>
  );
}
