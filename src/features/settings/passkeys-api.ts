// Security → Passkeys calls, typed by the passkeys contract.
import { apiPost, isFailure, type ApiReply } from '../../api/client';
import type {
  PasskeyRemovedReply,
  PasskeyReply,
  RegistrationOptionsReply,
} from '../../api/passkeys-contract';
import { createPasskey } from '../../api/webauthn-ceremony';

export const PASSKEYS_PATH = '/settings/security/passkeys';

type Failure = { success: false; message: string };

/** Options from the server, the browser's ceremony, then the server's check and store. */
export async function addPasskey(name: string): Promise<PasskeyReply | Failure> {
  const options = await apiPost<RegistrationOptionsReply>(`${PASSKEYS_PATH}/registration-options`);
  if (isFailure(options)) return options;
  const created = await createPasskey(options.options);
  if (!created.ok) return { success: false, message: created.message };
  return apiPost<PasskeyReply>(`${PASSKEYS_PATH}/register`, {
    ...(name.trim() === '' ? {} : { name }),
    response: created.response,
  });
}

export function renamePasskey(id: number, name: string): Promise<ApiReply<PasskeyReply>> {
  return apiPost<PasskeyReply>(`${PASSKEYS_PATH}/${id}/rename`, { name });
}

export function removePasskey(id: number): Promise<ApiReply<PasskeyRemovedReply>> {
  return apiPost<PasskeyRemovedReply>(`${PASSKEYS_PATH}/${id}/remove`);
}
