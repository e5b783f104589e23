// The New Default Date field's state: the typed value and its errors, validated 300 ms after the
// input reaches 10 characters (the spec's debounce), and at once when the admin submits.
import { useEffect, useState } from 'react';
import {
  adminPanelDateErrors,
  DATE_VALIDATION_DEBOUNCE_MS,
  shouldValidateDateInput,
} from '../../domain/admin/default-date-validation';
import { clientNow } from '../../api/clock';

export interface DateDraft {
  value: string;
  errors: string[];
  setValue: (value: string) => void;
  /** Validates now; returns the errors (empty when the date is good). */
  validateNow: () => string[];
  clearErrors: () => void;
  /** Back to the current date, no errors. */
  reset: () => void;
}

export function useDateDraft(initial: string | null): DateDraft {
  const [typed, setTyped] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const value = typed ?? initial ?? '';

  useEffect(() => {
    if (typed === null || !shouldValidateDateInput(typed)) return undefined;
    const timer = setTimeout(
      () => setErrors(adminPanelDateErrors(typed, clientNow())),
      DATE_VALIDATION_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed]);

  return {
    value,
    errors,
    setValue: (next) => {
      setTyped(next);
      // an error about the previous text must not linger while the new one is typed
      setErrors([]);
    },
    validateNow: () => {
      const found = adminPanelDateErrors(value, clientNow());
      setErrors(found);
      return found;
    },
    clearErrors: () => setErrors([]),
    reset: () => {
      setTyped(null);
      setErrors([]);
    },
  };
}
