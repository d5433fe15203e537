import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, codeForStatus, errorBody, notFoundMessage } from '../../errors/httpErrors';
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
        const details = error.problem?.details ?? { field: error.validationContext };
        return reply.code(400).send(errorBody('bad-request', error.message, details));
      }
      if (error instanceof HttpProblem) {
        request.log.info({ status: error.statusCode, code: error.code }, error.message);
        return replyProblem(error, request, reply);
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
  const problem =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new HttpProblem(414, 'uri-too-long', 'A part of the address is too long.')
      : hasInvalidEncodedText(request.url)
        ? invalidText('url')
        : new HttpProblem(400, 'bad-request', 'The address is not valid.');
  return replyProblem(problem, request, reply);
}

/**
 * A problem in the envelope of the request's area. ArcGIS clients read errors inside an HTTP 200
 * (`{ error: { code: 400, message, details: [] } }`): the local portal answers every refusal so
 * (as its own error handler does), the FeatureServers their invalid text (their other unreadable
 * requests are the API's 400, 413 and 415, as their OpenAPI description says).
 */
function replyProblem(problem: HttpProblem, request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?', 1)[0] ?? '';
  const arcgis =
    path === '/portal' ||
    path.startsWith('/portal/') ||
    (problem.code === 'invalid-text' && path.startsWith(`${API_PREFIX}/rest/`));
  if (arcgis) {
    return reply
      .code(200)
      .send({ error: { code: problem.statusCode, message: problem.message, details: [] } });
  }
  return reply
    .code(problem.statusCode)
    .send(errorBody(problem.code, problem.message, problem.details));
}

function isHttpError(status: number | undefined): status is number {
  return status !== undefined && status >= 400 && status <= 599;
}
