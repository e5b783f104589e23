// The Manual Pick Form's calls: the experts with picks on a date (GET /api/experts_by_date) and the
// submit (POST /api/admin/picks, the admin password in the body as the spec's form sends it).
import type { AdminEventReply } from '../../api/admin-contract';
import { apiGet, apiPost, isFailure } from '../../api/client';
import { NETWORK_ERROR_MESSAGE } from '../../domain/offline/error-texts';
import type { ExpertsByDateReply } from '../../api/picks-contract';
import type { AdminPickEvent } from '../../domain/admin/admin-pick-submission';
import { expertsFetchFailedLog } from '../../domain/admin/admin-pick-messages';
import type { SubmitReplyLike } from '../../domain/admin/admin-pick-draft';

export type ExpertsResult = { ok: true; names: string[] } | { ok: false; message: string };

/**
 * The expert names for a date. A refusal is logged and gives an empty list (the admin can still
 * add a custom expert); only a call that never reached the server is an error for the form.
 */
export async function fetchExpertsForDate(date: string): Promise<ExpertsResult> {
  const reply = await apiGet<ExpertsByDateReply>(
    `/experts_by_date?date=${encodeURIComponent(date)}`,
  );
  if (reply.httpStatus === 0) return { ok: false, message: NETWORK_ERROR_MESSAGE };
  if (isFailure(reply)) {
    console.warn(expertsFetchFailedLog(reply.httpStatus, reply.message));
    return { ok: true, names: [] };
  }
  return { ok: true, names: Array.isArray(reply.experts) ? reply.experts : [] };
}

export function submitManualPick(event: AdminPickEvent): Promise<SubmitReplyLike> {
  return apiPost<AdminEventReply>('/admin/picks', event);
}
