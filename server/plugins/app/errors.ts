import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { codeForStatus, errorBody, notFoundMessage } from '../../errors/httpErrors';
import { HttpProblem, invalidText } from '../../errors/httpProblem';
import type { ValidationProblem } from '../../errors/validationMessage';
import { hasInvalidEncodedText } from '../../http/invalidText';

/**
 * The one error handler and the default not-found handler. Every error leaves the server as
 * `{ error: { code, message, details? } }` (contracts/errors.ts); a 5xx never shows its message
 * or stack to the client, only to the log.
 */
export const errors = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError & { problem?: ValidationProblem }, request, reply) => {
      if (error.validation) {
        const field = error.problem?.field ?? error.validationContext;
        return reply.code(400).send(errorBody('bad-request', error.message, { field }));
      }
      if (error instanceof HttpProblem) {
        request.log.info({ status: error.statusCode, code: error.code }, error.message);
        return reply
          .code(error.statusCode)
          .send(errorBody(error.code, error.message, error.details));
      }
      const status = isHttpError(error.statusCode) ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'Request failed');
        return reply.code(status).send(errorBody(codeForStatus(status), 'Internal server error'));
      }
      request.log.info({ status, code: error.code }, error.message);
      return reply.code(status).send(errorBody(codeForStatus(status), error.message));
    });

    app.setNotFoundHandler(replyNotFound);
  },
  { name: 'tims-errors' },
);

export function replyNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(errorBody('not-found', notFoundMessage(request.method, request.url)));
}

/**
 * Fastify's `frameworkErrors`: addresses the router refuses before any route or hook (a
 * parameter over 100 characters, broken percent-encoding) are answered in the envelope of
 * their area too, without echoing the address back. Escapes that are not UTF-8 are the
 * `invalid-text` the hooks refuse elsewhere in the address (`http/refuseInvalidText.ts`).
 */
export function replyFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const problem = tooLong
    ? new HttpProblem(414, 'uri-too-long', 'A part of the address is too long.')
    : hasInvalidEncodedText(request.url)
      ? invalidText('url')
      : new HttpProblem(400, 'bad-request', 'The address is not valid.');
  if (isPortalPath(request.url)) {
    // The local portal's ArcGIS envelope at HTTP 200, as its own error handler answers.
    return reply.code(200).send({
      error: { code: problem.statusCode, message: problem.message, details: [] },
    });
  }
  return reply
    .code(problem.statusCode)
    .send(errorBody(problem.code, problem.message, problem.details));
}

function isPortalPath(url: string): boolean {
  return url === '/portal' || url.startsWith('/portal/') || url.startsWith('/portal?');
}

function isHttpError(status: number | undefined): status is number {
  return status !== undefined && status >= 400 && status <= 599;
}
