// Input every route refuses: the NUL character anywhere in body, query or params (before
// validation), and a number that is not finite after it (Ajv lets a coerced Infinity through).
import type { FastifyError, FastifyInstance } from 'fastify';

const NUL = '\u0000';

/** How a key is shown in a message: NUL made visible, long keys cut. */
function shownKey(key: string): string {
  const visible = key.split(NUL).join('\\u0000');
  return visible.length > 64 ? `${visible.slice(0, 64)}…` : visible;
}

/**
 * The path of the first string (value or property name) holding NUL, e.g. "body/email", or null.
 * Depth is bounded: JSON bodies by plugins/body-parsing.ts, query and params are flat.
 */
export function pathWithNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = pathWithNul(value[i], `${path}/${i}`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const here = `${path}/${shownKey(key)}`;
      if (key.includes(NUL)) return here;
      const found = pathWithNul(item, here);
      if (found) return found;
    }
  }
  return null;
}

/** The path of the first number that is not finite (Infinity, NaN), e.g. "querystring/offset". */
export function pathWithNonFinite(value: unknown, path: string): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = pathWithNonFinite(value[i], `${path}/${i}`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = pathWithNonFinite(item, `${path}/${shownKey(key)}`);
      if (found) return found;
    }
  }
  return null;
}

function invalid(message: string): FastifyError {
  const error = new Error(`Invalid request: ${message}`) as FastifyError;
  error.statusCode = 400;
  return error;
}

/**
 * PostgreSQL cannot store U+0000 in text (the insert fails, a 500), SQLite stores it and cuts
 * strings at it in places; no field of this API has a use for it, so it is refused with 400 on
 * both engines before anything reads the request. Names follow Ajv's ("body/email").
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      pathWithNul(request.params, 'params') ??
      pathWithNul(request.query, 'querystring') ??
      pathWithNul(request.body, 'body');
    if (found) throw invalid(`${found} must not contain the NUL character`);
  });
  // Ajv coerces the text "1e309" (in a query, a path or a body field) to Infinity and then skips
  // minimum/maximum, which apply to finite numbers only; JSON's 1e309 parses to Infinity too.
  // No field has a use for a number that is not finite, so it is refused after validation.
  app.addHook('preHandler', async (request) => {
    const found =
      pathWithNonFinite(request.params, 'params') ??
      pathWithNonFinite(request.query, 'querystring') ??
      pathWithNonFinite(request.body, 'body');
    if (found) throw invalid(`${found} must be a finite number`);
  });
}
