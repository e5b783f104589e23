// The Security tab's calls, each a path paired with its reply type from the contract.
import { apiGet, apiPost, type ApiReply } from '../../api/client';
import type {
  AccountExport,
  RevokeReply,
  SecurityEventsReply,
  SecurityMessageReply,
} from '../../api/security-contract';

export const DEVICES_PATH = '/settings/security/devices';
export const EVENTS_PAGE_SIZE = 20;
export const EVENTS_PATH = `/settings/security/events?limit=${EVENTS_PAGE_SIZE}`;

export const securityApi = {
  eventsBefore: (before: number): Promise<ApiReply<SecurityEventsReply>> =>
    apiGet(`${EVENTS_PATH}&before=${before}`),
  revokeDevice: (id: number): Promise<ApiReply<RevokeReply>> =>
    apiPost(`/settings/security/devices/${id}/revoke`),
  revokeOtherDevices: (): Promise<ApiReply<RevokeReply>> =>
    apiPost('/settings/security/devices/revoke-others'),
  changePassword: (current: string, next: string): Promise<ApiReply<SecurityMessageReply>> =>
    apiPost('/settings/security/password/change', {
      current_password: current,
      new_password: next,
    }),
  exportData: (): Promise<ApiReply<AccountExport>> => apiGet('/settings/data/export'),
};

/** When something happened, in the reader's locale: "Nov 22, 2026, 12:00 PM". */
export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
