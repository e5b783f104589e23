// The forgotten-password calls: ask for an emailed link, then set a new password with its token.
import { apiPost, type ApiReply } from '../../api/client';
import type { SecurityMessageReply } from '../../api/security-contract';

export const passwordResetApi = {
  requestLink: (email: string): Promise<ApiReply<SecurityMessageReply>> =>
    apiPost('/settings/security/password/reset-request', { email }),
  reset: (token: string, newPassword: string): Promise<ApiReply<SecurityMessageReply>> =>
    apiPost('/auth/password/reset', { token, new_password: newPassword }),
};
