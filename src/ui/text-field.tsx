// A labelled text input and the one-time-code input, as the access forms (sign-up, two-factor,
// reset) and the account forms (email and phone change) draw them: one markup, one look.
import type { ReactNode } from 'react';
import { sanitizeCodeInput } from '../domain/auth/one-time-code';
import styles from './form-field.module.css';

interface TextFieldProps {
  /** The input's id (the label points at it); kept stable because testers' recipes name it. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  type?: 'email' | 'tel' | 'password';
  autoComplete?: string;
  placeholder?: string;
  readOnly?: boolean;
  inputMode?: 'numeric';
  /** Draws the input as a one-time code (CodeField). */
  code?: boolean;
  /** Lines under the input (a hint). */
  children?: ReactNode;
}

export function TextField({
  id,
  label,
  value,
  onChange,
  testId,
  type,
  autoComplete,
  placeholder,
  readOnly,
  inputMode,
  code,
  children,
}: TextFieldProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={code ? `${styles.input} ${styles.codeInput}` : styles.input}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        readOnly={readOnly}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
      {children}
    </div>
  );
}

/** The code field of every "we sent you a code" step: digits only, at most six. */
export function CodeField({
  id,
  label = 'Verification code',
  value,
  onChange,
  testId,
}: {
  id: string;
  label?: string;
  value: string;
  onChange: (code: string) => void;
  testId: string;
}) {
  return (
    <TextField
      id={id}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      code
      value={value}
      onChange={(typed) => onChange(sanitizeCodeInput(typed))}
      testId={testId}
    />
  );
}
