// JSON bodies for the whole app: a nesting limit checked before parsing, then Fastify's own parser.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

/** Deeper than any body the app takes (a few levels); deep enough for any honest client. */
export const JSON_NESTING_LIMIT = 32;

export const NESTED_TOO_DEEPLY = `Request body is nested too deeply (the limit is ${JSON_NESTING_LIMIT} levels).`;

/**
 * True when the JSON text opens more than `limit` objects or arrays inside each other. A linear
 * scan that skips strings, so it costs nothing like the recursion it protects against: a body
 * nested thousands deep overflows the stack later (validation, JSON.stringify on the way to the
 * database), and that is a 500, not a 400. Malformed text is left for the parser to refuse.
 */
export function nestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

type Done = (error: Error | null, body?: unknown) => void;
type StringParser = (request: FastifyRequest, body: string, done: Done) => void;

function badRequest(message: string): FastifyError {
  const error = new Error(message) as FastifyError;
  error.statusCode = 400;
  return error;
}

/**
 * A string content-type parser for JSON: refuses deep nesting with 400, then hands the text to
 * Fastify's default parser (secure-json-parse, `__proto__` and `constructor.prototype` refused),
 * whose errors (empty body, invalid JSON) plugins/errors.ts already words.
 */
export function guardedJsonParser(app: FastifyInstance): StringParser {
  const parse = app.getDefaultJsonParser('error', 'error') as unknown as StringParser;
  return (request, body, done) => {
    if (nestedDeeperThan(body, JSON_NESTING_LIMIT)) {
      done(badRequest(NESTED_TOO_DEEPLY), undefined);
      return;
    }
    parse(request, body, done);
  };
}

/** Replaces the app-wide application/json parser (call before any route is registered). */
export function registerBodyParsing(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, guardedJsonParser(app));
}
