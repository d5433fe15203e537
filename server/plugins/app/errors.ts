import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { codeForStatus, errorBody, notFoundMessage } from '../../errors/httpErrors';
import type { ValidationProblem } from '../../errors/validationMessage';

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

function isHttpError(status: number | undefined): status is number {
  return status !== undefined && status >= 400 && status <= 599;
}
