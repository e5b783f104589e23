// Every failure becomes JSON {success:false, message}: 4xx for bad input, a logged 500 otherwise.
import type { FastifyError, FastifyInstance } from 'fastify';

/** Messages for the framework's own body errors, in words a client developer can act on. */
const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type. Send the body as application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large (the limit is 1 MiB).',
  FST_ERR_CTP_EMPTY_JSON_BODY: "Body cannot be empty when content-type is 'application/json'.",
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error.validation) {
      return reply
        .status(400)
        .send({ success: false, message: `Invalid request: ${error.message}` });
    }
    if (status >= 400 && status < 500) {
      const message =
        BODY_ERRORS[error.code] ??
        (error instanceof SyntaxError ? 'Request body is not valid JSON.' : error.message);
      return reply.status(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status >= 500 ? status : 500).send({
      success: false,
      message: 'Server error occurred. Please try again later.',
    });
  });
}

export function apiNotFound(method: string, url: string): { success: false; message: string } {
  return { success: false, message: `No API route ${method} ${url.split('?')[0]}` };
}
