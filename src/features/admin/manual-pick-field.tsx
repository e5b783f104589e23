// One labelled control of the Manual Pick Form, and the draft's update function type.
import { useId, type ReactNode } from 'react';
import type { AdminPickDraft } from '../../domain/admin/admin-pick-draft';
import styles from './manual-pick-form.module.css';

export type UpdateDraft = (patch: Partial<AdminPickDraft>) => void;

interface FieldProps {
  label: string;
  /** Marks the label as required (the submit rule checks it). */
  required?: boolean;
  hint?: string;
  wide?: boolean;
  children: (id: string) => ReactNode;
}

export function Field({ label, required, hint, wide, children }: FieldProps) {
  const id = useId();
  return (
    <div className={`${styles.field} ${wide ? styles.wideField : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children(id)}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
