// Query values the schemas cannot fully check: dates must be real calendar days (domain rule).
import type { FastifyInstance } from 'fastify';
import { isRealCalendarDate } from '../../src/domain/time/calendar-date';
import { readDateSetting } from '../services/date-setting';

export class BadRequest extends Error {
  readonly statusCode = 400;
}

export class NotFound extends Error {
  readonly statusCode = 404;
}

export const BAD_DATE_MESSAGE = 'Invalid date: use YYYY-MM-DD with a real calendar day.';

/** The date asked for, or the current slate date when none was given. */
export async function requestedDate(
  app: FastifyInstance,
  date: string | undefined,
): Promise<string> {
  if (date === undefined) return (await readDateSetting(app.database.db, app.clock)).date;
  if (!isRealCalendarDate(date.trim())) throw new BadRequest(BAD_DATE_MESSAGE);
  return date.trim();
}
