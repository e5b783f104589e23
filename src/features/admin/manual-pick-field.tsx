// One labelled control of the Manual Pick Form (a free field, a text input or a select), and the
// draft's update function type: every field of the form is drawn by these, so they look alike.
import { useId, type ChangeEvent, type ReactNode } from 'react';
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
        {required ? <RequiredMark /> : null}
      </label>
      {children(id)}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}

/** The red star after a required field's label (the screen reader hears 'required' rules instead). */
export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  );
}

type ControlProps = Omit<FieldProps, 'children'> & {
  value: string;
  onChange: (value: string) => void;
  testId: string;
};

/** What every input and select of the form carries: its label's id, the look, value and test id. */
function controlAttributes(
  id: string,
  { value, onChange, testId }: Pick<ControlProps, 'value' | 'onChange' | 'testId'>,
) {
  return {
    id,
    className: styles.input,
    value,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(e.target.value),
    'data-testid': testId,
  };
}

/** A typed value, never auto-filled by the browser (names and numbers of one pick, not the admin's). */
export function TextField({
  value,
  onChange,
  testId,
  placeholder,
  maxLength,
  inputMode,
  ...field
}: ControlProps & {
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'decimal' | 'numeric';
}) {
  return (
    <Field {...field}>
      {(id) => (
        <input
          {...controlAttributes(id, { value, onChange, testId })}
          inputMode={inputMode}
          autoComplete="off"
          maxLength={maxLength}
          placeholder={placeholder}
        />
      )}
    </Field>
  );
}

/** A choice among the `<option>`s given as children. */
export function SelectField({
  value,
  onChange,
  testId,
  children,
  ...field
}: ControlProps & { children: ReactNode }) {
  return (
    <Field {...field}>
      {(id) => <select {...controlAttributes(id, { value, onChange, testId })}>{children}</select>}
    </Field>
  );
}
