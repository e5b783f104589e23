// Choosing a new password: the password, its strength bar and the confirmation, as sign-up, the
// reset link and Security → Change password ask for it.
import { PasswordField } from './password-field';
import { StrengthMeter } from './strength-meter';

interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** The test ids of the password and of its confirmation. */
  testId: string;
  confirmTestId: string;
  /** The strength bar's id, which the password field names as its description. */
  strengthId: string;
  label?: string;
  confirmLabel?: string;
}

export function NewPasswordFields({
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  testId,
  confirmTestId,
  strengthId,
  label = 'New password',
  confirmLabel = 'Confirm new password',
}: NewPasswordFieldsProps) {
  const field = (fieldLabel: string, value: string, onChange: typeof onPasswordChange) => ({
    label: fieldLabel,
    value,
    onChange,
    autoComplete: 'new-password' as const,
  });
  return (
    <>
      <PasswordField
        {...field(label, password, onPasswordChange)}
        testId={testId}
        describedBy={strengthId}
      />
      <StrengthMeter password={password} id={strengthId} />
      <PasswordField {...field(confirmLabel, confirm, onConfirmChange)} testId={confirmTestId} />
    </>
  );
}
