import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { USERNAME_HEADER } from '../../contracts/headers';
import { ErrorBody } from '../../contracts/errors';
import { ContactReceipt } from '../../contracts/support';
import { bearerToken } from '../auth/bearerToken';
import { errorBody } from '../errors/httpErrors';
import { BEARER } from '../plugins/external/swagger';
import { acknowledgementMail } from '../support/mail/supportMails';
import { ContactProblem } from '../support/requests/contactProblem';
import { CONTACT_MULTIPART_LIMITS, receiveContact } from '../support/requests/receiveContact';
import { submitRequest } from '../support/requests/submitRequest';

/** Multipart bodies are read by the handler, so the schema only documents them. */
const FORM = {
  description:
    'multipart/form-data: the fields of `ContactFields` as text, and optionally the action log as the file `actionLog`',
};

/**
 * `POST /support/requests`: the contact form (DESIGN §5), signed in or not. The fields are
 * checked exactly, an attached action log is checked and redacted, both are stored (the log
 * first, then the row), and the requester gets an acknowledgement by mail. A limited number of
 * requests per address and 10 minutes is accepted.
 */
export const supportRequestsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: CONTACT_MULTIPART_LIMITS });
  const { logs, limiter, mailer, signature } = app.support;

  /**
   * The verified username of a signed-in visitor. A token the portal does not confirm (expired,
   * or the portal down) makes the request anonymous rather than refused: a visitor whose
   * sign-in is the problem must still reach support.
   */
  async function usernameOf(request: FastifyRequest): Promise<string | null> {
    const token = bearerToken(request.headers.authorization);
    if (!token) return null;
    const verdict = await app.auth.verify(token);
    if (verdict.kind !== 'valid') return null;
    const claimed = request.headers[USERNAME_HEADER];
    return claimed === undefined || claimed === verdict.identity.username
      ? verdict.identity.username
      : null;
  }

  app.post(
    '/support/requests',
    {
      schema: {
        summary: 'Send a support request, optionally with an action log',
        security: [{}, { [BEARER]: [] }],
        body: FORM,
        response: {
          201: ContactReceipt,
          400: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const place = limiter.reserve(request.ip);
      if (!place.ok) {
        return reply
          .code(429)
          .header('retry-after', String(place.retryAfter))
          .send(
            errorBody(
              'rate-limited',
              `Too many support requests from this address: at most ${limiter.max} in 10 minutes; retry in ${place.retryAfter} seconds.`,
            ),
          );
      }
      try {
        const received = await receiveContact(request, logs);
        const receipt = await submitRequest({
          received,
          requests: app.repositories.supportRequests,
          logs,
          username: await usernameOf(request),
          now: new Date(),
        });
        request.log.info(
          { reference: receipt.reference, actionLog: receipt.actionLogAttached },
          'Support request stored',
        );
        app.support.sendLater(acknowledgementMail(mailer, receipt, signature));
        const { reference, createdAt, actionLogAttached } = receipt;
        return reply.code(201).send({ reference, createdAt, actionLogAttached });
      } catch (error) {
        place.release();
        if (!(error instanceof ContactProblem)) throw error;
        return reply
          .code(error.status as 400 | 413 | 415)
          .send(errorBody(error.code, error.message, error.details));
      }
    },
  );
};
