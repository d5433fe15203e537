import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorBody } from '../../../contracts/errors';
import {
  ArticleFeedbackCounts,
  SupportMailStatus,
  SupportNote,
  SupportNoteInput,
  SupportRequestDetails,
  SupportRequestList,
  SupportRequestListQuery,
  SupportStatusInput,
} from '../../../contracts/support';
import { errorBody } from '../../errors/httpErrors';
import { strictBodies } from '../../http/strictBodies';
import { signedInUser } from '../../plugins/app/auth';
import { ReferenceParams, requestNotFound } from './supportParams';
import { supportRepliesRoutes } from './supportReplies';

const NoQuery = Type.Object({}, { additionalProperties: false });
const ERRORS = { 400: ErrorBody, 404: ErrorBody };

/**
 * The support inbox for administrators (DESIGN §5 `/admin/support…`), guarded by `admin.ts`:
 * requests by status and words, one request with its notes and replies, its action log as a
 * file, the status, internal notes; where replies go; the help articles' feedback. Replies are
 * in `supportReplies.ts`.
 */
export const adminSupportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const requests = app.repositories.supportRequests;

  app.get(
    '/support/requests',
    {
      schema: {
        summary: 'Support requests, newest first, with the count in each status',
        querystring: SupportRequestListQuery,
        response: { 200: SupportRequestList, 400: ErrorBody },
      },
    },
    async (request) => {
      const { status, q, offset = 0, limit = 25 } = request.query;
      return requests.list({ status, q }, { offset, limit });
    },
  );

  app.get(
    '/support/requests/:reference',
    {
      schema: {
        summary: 'One support request with its action log, notes and replies',
        params: ReferenceParams,
        querystring: NoQuery,
        response: { 200: SupportRequestDetails, ...ERRORS },
      },
    },
    async (request, reply) => {
      const details = await requests.get(request.params.reference);
      return details ?? requestNotFound(reply, request.params.reference);
    },
  );

  app.get(
    '/support/requests/:reference/action-log',
    {
      schema: {
        summary: "A request's attached action log, as a file to save or replay",
        params: ReferenceParams,
        querystring: NoQuery,
        response: { 200: Type.Unknown({ description: 'The action log (JSON)' }), ...ERRORS },
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      const file = await requests.actionLogFile(reference);
      if (!file) {
        const exists = await requests.get(reference);
        if (!exists) return requestNotFound(reply, reference);
        return reply
          .code(404)
          .send(errorBody('no-action-log', `Support request ${reference} has no action log.`));
      }
      const path = app.support.logs.path(file);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) {
        request.log.error({ reference }, 'The action log a support request names is missing');
        return reply
          .code(404)
          .send(errorBody('no-action-log', `The action log of ${reference} is missing.`));
      }
      return reply
        .type('application/json; charset=utf-8')
        .header('content-length', info.size)
        .header('content-disposition', `attachment; filename="${reference}.json"`)
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(path));
    },
  );

  app.put(
    '/support/requests/:reference/status',
    {
      validatorCompiler: strictBodies,
      schema: {
        summary: 'Set the status of a support request',
        params: ReferenceParams,
        body: SupportStatusInput,
        response: { 200: SupportRequestDetails, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      if (!(await requests.setStatus(reference, request.body.status, new Date()))) {
        return requestNotFound(reply, reference);
      }
      return (await requests.get(reference)) ?? requestNotFound(reply, reference);
    },
  );

  app.post(
    '/support/requests/:reference/notes',
    {
      validatorCompiler: strictBodies,
      schema: {
        summary: 'Add an internal note to a support request (never sent)',
        params: ReferenceParams,
        body: SupportNoteInput,
        response: { 201: SupportNote, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      const author = signedInUser(request).username;
      const note = await requests.addNote(reference, author, request.body.body, new Date());
      return note ? reply.code(201).send(note) : requestNotFound(reply, reference);
    },
  );

  app.get(
    '/support/mail',
    {
      schema: {
        summary: 'Where replies go: the SMTP server, or the outbox folder',
        querystring: NoQuery,
        response: { 200: SupportMailStatus, 400: ErrorBody },
      },
    },
    async () => app.support.mailer.status(),
  );

  app.get(
    '/support/feedback',
    {
      schema: {
        summary: '“Was this helpful?” answers per help article',
        querystring: NoQuery,
        response: { 200: ArticleFeedbackCounts, 400: ErrorBody },
      },
    },
    async () => {
      const counts = await app.repositories.articleFeedback.counts();
      return {
        articles: app.support.helpCentre.summaries().map(({ slug, title }) => ({
          slug,
          title,
          helpful: counts.get(slug)?.helpful ?? 0,
          notHelpful: counts.get(slug)?.notHelpful ?? 0,
        })),
      };
    },
  );

  await app.register(supportRepliesRoutes);
};
