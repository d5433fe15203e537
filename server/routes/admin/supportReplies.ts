import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '../../../contracts/errors';
import { SupportReply, SupportReplyInput } from '../../../contracts/support';
import { errorBody } from '../../errors/httpErrors';
import { strictBodies } from '../../http/strictBodies';
import { signedInUser } from '../../plugins/app/auth';
import { MailError } from '../../support/mail/mailer';
import { replyMail } from '../../support/mail/supportMails';
import { ReferenceParams, requestNotFound } from './supportParams';

/**
 * `POST /admin/support/requests/{reference}/replies`: the reply is mailed first (SMTP or the
 * outbox); only a mail that left is stored, with its transport and Message-ID, together with
 * the request's new status in one transaction. A mail server that refuses it gets a 502
 * `mail-failed` with its answer, and nothing changes.
 */
export const supportRepliesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const requests = app.repositories.supportRequests;
  const { mailer, signature } = app.support;

  app.post(
    '/support/requests/:reference/replies',
    {
      validatorCompiler: strictBodies,
      schema: {
        summary: 'Reply to a support request by e-mail; it becomes answered (or closed)',
        params: ReferenceParams,
        body: SupportReplyInput,
        response: { 201: SupportReply, 400: ErrorBody, 404: ErrorBody, 502: ErrorBody },
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      const details = await requests.get(reference);
      if (!details) return requestNotFound(reply, reference);
      const earlier = await requests.replyMessageIds(reference);
      const message = replyMail(mailer, details, request.body.body, earlier, signature);
      let sent;
      try {
        sent = await mailer.send(message);
      } catch (error) {
        if (!(error instanceof MailError)) throw error;
        request.log.warn({ reference, problem: error.message }, 'Support: a reply was not sent');
        return reply.code(502).send(errorBody('mail-failed', error.message));
      }
      const stored = await requests.addReply(
        reference,
        { author: signedInUser(request).username, body: request.body.body, ...sent },
        request.body.close ? 'closed' : 'answered',
        new Date(),
      );
      if (!stored) {
        request.log.error({ reference }, 'Support: a reply was sent but its request is gone');
        return requestNotFound(reply, reference);
      }
      return reply.code(201).send(stored);
    },
  );
};
