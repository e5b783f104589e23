// "Resend code" (or link) with its 60-second countdown, and the hook that counts it down: the
// sign-up, two-factor, phone-change and email-change steps all offer a resend this way.
import { resendCountdownText, resendSecondsLeft } from '../domain/auth/resend-countdown';
import { useNow } from './use-now';

/** Seconds until resend is offered again for a code sent at `sentAtMs` (null: none sent yet). */
export function useResendSecondsLeft(sentAtMs: number | null): number {
  const now = useNow(sentAtMs !== null);
  return resendSecondsLeft(sentAtMs, now);
}

interface ResendButtonProps {
  /** The form's own link-button look (the access and account forms draw links differently). */
  className: string | undefined;
  secondsLeft: number;
  /** Another reason it cannot be pressed now (a call in flight, nowhere to send). */
  blocked: boolean;
  onResend: () => void;
  testId: string;
  label?: string;
  countdownText?: (secondsLeft: number) => string;
}

export function ResendButton({
  className,
  secondsLeft,
  blocked,
  onResend,
  testId,
  label = 'Resend code',
  countdownText = resendCountdownText,
}: ResendButtonProps) {
  return (
    <button
      type="button"
      className={className}
      disabled={blocked || secondsLeft > 0}
      onClick={onResend}
      data-testid={testId}
    >
      {secondsLeft > 0 ? countdownText(secondsLeft) : label}
    </button>
  );
}
