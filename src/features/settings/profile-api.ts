// The Profile and Referrals tabs' calls: each path paired with its reply type from the contract.
import { apiPost, type ApiReply } from '../../api/client';
import type {
  CompleteReply,
  EmailChangeReply,
  PhoneChangeReply,
  ReferralCodeCheckReply,
  ReferralCodeReply,
  VerifyReply,
} from '../../api/settings-contract';
import type { EmailVerifyStep, PhoneVerifyStep } from '../../domain/account/contact-change';

export const PROFILE_PATH = '/settings/profile';
export const REFERRAL_STATS_PATH = '/settings/referrals/stats';

export const profileApi = {
  requestEmailChange: (newEmail: string, password: string): Promise<ApiReply<EmailChangeReply>> =>
    apiPost('/settings/profile/email/change', { new_email: newEmail, current_password: password }),
  verifyEmail: (token: string, step: EmailVerifyStep): Promise<ApiReply<VerifyReply>> =>
    apiPost('/settings/profile/email/verify', { token, step }),
  requestPhoneChange: (newPhone: string, password: string): Promise<ApiReply<PhoneChangeReply>> =>
    apiPost('/settings/profile/phone/change', { new_phone: newPhone, current_password: password }),
  verifyPhone: (token: string, step: PhoneVerifyStep, code = ''): Promise<ApiReply<VerifyReply>> =>
    apiPost('/settings/profile/phone/verify', { token, step, code }),
  completeChange: (token: string): Promise<ApiReply<CompleteReply>> =>
    apiPost('/settings/profile/change/complete', { token }),
  checkReferralCode: (code: string): Promise<ApiReply<ReferralCodeCheckReply>> =>
    apiPost('/settings/referrals/code/check', { referral_code: code }),
  setReferralCode: (code: string): Promise<ApiReply<ReferralCodeReply>> =>
    apiPost('/settings/referrals/code', { referral_code: code }),
};

/** The server's words for a failure; offline or unreachable gets its own. */
export function replyProblem(
  reply: { message?: string; httpStatus: number },
  offline: string,
): string {
  if (reply.httpStatus === 0) return offline;
  return reply.message && reply.message.trim() !== '' ? reply.message : 'Something went wrong.';
}

export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
