// The sign-up, sign-in and two-factor calls, typed by the shared contract.
import { apiPost, type ApiReply } from '../../api/client';
import type {
  CodeRefusedReply,
  MessageReply,
  SignInReply,
  SignUpPhoneStartReply,
  SignUpPhoneVerifyReply,
  TwoFactorStartReply,
  TwoFactorVerifyReply,
} from '../../api/auth-contract';

export const authApi = {
  signIn: (email: string, password: string): Promise<ApiReply<SignInReply>> =>
    apiPost('/auth/sign-in', { email, password }),
  startPhone: (phone: string): Promise<ApiReply<SignUpPhoneStartReply>> =>
    apiPost('/auth/signup/phone/start', { phone }),
  verifyPhone: (phone: string, code: string): Promise<ApiReply<SignUpPhoneVerifyReply>> =>
    apiPost('/auth/signup/phone/verify', { phone, code }),
  startEmail: (email: string, password: string, phone: string): Promise<ApiReply<MessageReply>> =>
    apiPost('/auth/signup/email/start', { email, password, phone }),
  resendVerification: (email: string): Promise<ApiReply<MessageReply>> =>
    apiPost('/auth/verify-email/resend', { email }),
  startTwoFactor: (channel: { email: string } | Record<string, never>) =>
    apiPost<TwoFactorStartReply>('/auth/2fa/start', channel),
  verifyTwoFactor: (body: { code: string; device_id: string; ua_hash: string }) =>
    apiPost<TwoFactorVerifyReply>('/auth/2fa/verify', body),
};

/** The server's words for a failure, or the spec's fallback (network failures get their own). */
export function failureText(
  reply: { success: boolean; message?: string; httpStatus: number },
  fallback: string,
  network = 'Network error. Please try again.',
): string {
  if (reply.httpStatus === 0) return network;
  return reply.message && reply.message.trim() !== '' ? reply.message : fallback;
}

/** Whether a refused code can no longer be used (the server says so): offer a new code at once. */
export function isCodeExpired(reply: object): boolean {
  return (reply as Partial<CodeRefusedReply>).code_expired === true;
}
