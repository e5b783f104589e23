// The stat type: the chosen league's list (NBA's with no league) plus the admin's own; '+ Add
// custom stat type' opens a text field where Enter adds (an empty entry is ignored), Escape cancels.
import { useState } from 'react';
import { statTypeOptions } from '../../domain/admin/admin-pick-draft';
import { Field } from './manual-pick-field';
import styles from './manual-pick-form.module.css';

const ADD_CUSTOM = '__add_custom_stat_type__';

interface StatTypeProps {
  league: string | undefined;
  value: string;
  custom: readonly string[];
  onChange: (statType: string) => void;
  onAddCustom: (statType: string) => void;
}

export function ManualPickStatType({
  league,
  value,
  custom,
  onChange,
  onAddCustom,
}: StatTypeProps) {
  const [adding, setAdding] = useState(false);
  const [text, setText] = useState('');
  const options = statTypeOptions(league, custom);
  const close = () => {
    setAdding(false);
    setText('');
  };
  return (
    <Field label="Stat type" hint={adding ? 'Enter adds it, Escape cancels.' : undefined}>
      {(id) =>
        adding ? (
          <input
            id={id}
            className={styles.input}
            autoComplete="off"
            autoFocus
            maxLength={100}
            placeholder="New stat type"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                close();
              } else if (e.key === 'Enter') {
                // Enter must not submit the whole form
                e.preventDefault();
                const name = text.trim();
                if (name === '') return;
                // an existing name (any case) is chosen, not added twice
                const known = options.find((o) => o.toLowerCase() === name.toLowerCase());
                if (known === undefined) onAddCustom(name);
                onChange(known ?? name);
                close();
              }
            }}
            data-testid="manual-pick-stat-custom"
          />
        ) : (
          <select
            id={id}
            className={styles.input}
            value={options.includes(value) ? value : ''}
            onChange={(e) => {
              if (e.target.value === ADD_CUSTOM) setAdding(true);
              else onChange(e.target.value);
            }}
            data-testid="manual-pick-stat-type"
          >
            <option value="">Select stat type</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
            <option value={ADD_CUSTOM}>+ Add custom stat type</option>
          </select>
        )
      }
    </Field>
  );
}
