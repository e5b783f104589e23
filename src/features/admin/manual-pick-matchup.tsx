// The Manual Pick Form's game: both teams, the player and his team, and the event date, which can be
// locked so it stays for the next picks (Clear Fields and reloads keep it).
import type { AdminPickDraft } from '../../domain/admin/admin-pick-draft';
import { IconLock } from '../../ui/icons';
import { Field, TextField, type UpdateDraft } from './manual-pick-field';
import styles from './manual-pick-form.module.css';

interface MatchupProps {
  draft: AdminPickDraft;
  update: UpdateDraft;
  dateLocked: boolean;
  onToggleLock: () => void;
}

type TextKey = 'teamA' | 'teamB' | 'playerName' | 'playerTeam';

const TEXT_FIELDS: {
  key: TextKey;
  label: string;
  placeholder: string;
  testId: string;
  required?: boolean;
}[] = [
  {
    key: 'teamA',
    label: 'Team A',
    placeholder: 'e.g. Lakers',
    testId: 'manual-pick-team-a',
    required: true,
  },
  {
    key: 'teamB',
    label: 'Team B',
    placeholder: 'e.g. Celtics',
    testId: 'manual-pick-team-b',
    required: true,
  },
  {
    key: 'playerName',
    label: 'Player name',
    placeholder: 'e.g. LeBron James',
    testId: 'manual-pick-player-name',
  },
  {
    key: 'playerTeam',
    label: "Player's team",
    placeholder: 'e.g. Lakers',
    testId: 'manual-pick-player-team',
  },
];

export function ManualPickMatchup({ draft, update, dateLocked, onToggleLock }: MatchupProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Game</legend>
      <div className={styles.grid}>
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            required={field.required}
            maxLength={200}
            placeholder={field.placeholder}
            value={draft[field.key]}
            onChange={(text) => update({ [field.key]: text })}
            testId={field.testId}
          />
        ))}
        <Field
          label="Event date"
          required
          hint={dateLocked ? 'Locked: new picks keep this date.' : undefined}
        >
          {(id) => (
            <div className={styles.dateRow}>
              <input
                id={id}
                type="date"
                className={styles.input}
                value={draft.eventDate}
                disabled={dateLocked}
                onChange={(e) => update({ eventDate: e.target.value })}
                data-testid="manual-pick-event-date"
              />
              <button
                type="button"
                className={styles.lockButton}
                aria-pressed={dateLocked}
                title={dateLocked ? 'Unlock the event date' : 'Lock the event date'}
                disabled={!dateLocked && draft.eventDate === ''}
                onClick={onToggleLock}
                data-testid="manual-pick-date-lock"
              >
                <IconLock size={18} />
                <span>{dateLocked ? 'Date locked' : 'Lock date'}</span>
              </button>
            </div>
          )}
        </Field>
      </div>
    </fieldset>
  );
}
