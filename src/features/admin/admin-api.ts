// The admin panels' calls, each a path paired with its reply type: the date update (10 s timeout,
// 3 retries on network or timeout errors) and the confidence refresh job's start and poll. All carry
// the verified admin password as X-Admin-Password.
import type { DateUpdateBody } from '../../api/admin-contract';
import { apiGet, apiPost, type ApiReply } from '../../api/client';
import type { RefreshPollReply, RefreshStartReply } from '../../api/confidence-contract';
import type { RefreshRequest } from '../../domain/admin/confidence-refresh';
import { callWithDateRetries, type DateCallResult } from '../../domain/admin/date-service-call';
import { DATE_REQUEST_TIMEOUT_MS } from '../../domain/admin/date-service-errors';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** POST /api/settings/date, with the date service's timeout and retries. */
export function updateDateSetting(
  body: Pick<DateUpdateBody, 'date' | 'auto_update'>,
  headers: Record<string, string>,
): Promise<DateCallResult> {
  return callWithDateRetries(async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), DATE_REQUEST_TIMEOUT_MS);
    const reply = await apiPost<Record<string, unknown>>('/settings/date', body, {
      headers,
      signal: controller.signal,
    });
    clearTimeout(timer);
    const { httpStatus, ...rest } = reply;
    return { httpStatus, reply: rest, timedOut: controller.signal.aborted };
  }, sleep);
}

export function startConfidenceRefresh(
  request: RefreshRequest,
  headers: Record<string, string>,
): Promise<ApiReply<RefreshStartReply>> {
  return apiPost<RefreshStartReply>('/admin/refresh-confidence', request, { headers });
}

export function pollConfidenceRefresh(
  jobId: string,
  headers: Record<string, string>,
): Promise<ApiReply<RefreshPollReply>> {
  return apiGet<RefreshPollReply>(`/admin/refresh-confidence/${encodeURIComponent(jobId)}`, {
    headers,
  });
}
