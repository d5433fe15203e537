import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ErrorBody } from '../../../contracts/errors';
import {
  AdminNotificationQuery,
  Notification,
  NotificationIdParams,
  NotificationInput,
  NotificationList,
} from '../../../contracts/notifications';
import { errorBody } from '../../errors/httpErrors';
import { signedInUser } from '../../plugins/app/auth';
import { checkNotificationInput, type NotificationInputCheck } from './notificationInput';

/** The most one list shows, newest first; years of expired notifications stay below it. */
export const ADMIN_LIST_LIMIT = 1000;

const ERRORS = { 400: ErrorBody, 404: ErrorBody };

const notFound = (reply: FastifyReply, id: number) =>
  reply.code(404).send(errorBody('not-found', `No notification ${id}`));

const invalid = (reply: FastifyReply, check: Extract<NotificationInputCheck, { ok: false }>) =>
  reply.code(400).send(errorBody(check.code, check.message, { field: check.field }));

/**
 * Notifications for administrators (DESIGN §2, §5): list by status, create, replace, delete.
 * Guarded by `admin.ts`. Every change is written with its audit row by the repository, and is
 * attributed to the verified portal user, never to anything the request says about itself.
 */
export const adminNotificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const notifications = app.repositories.notifications;

  app.get(
    '/notifications',
    {
      schema: {
        summary: 'Every notification, or those active, scheduled or expired now',
        querystring: AdminNotificationQuery,
        response: { 200: NotificationList, ...ERRORS },
      },
    },
    async (request) => ({
      items: await notifications.list(request.query.status, new Date(), ADMIN_LIST_LIMIT),
    }),
  );

  app.post(
    '/notifications',
    {
      schema: {
        summary: 'Publish or schedule a notification',
        body: NotificationInput,
        response: { 201: Notification, ...ERRORS },
      },
    },
    async (request, reply) => {
      const check = checkNotificationInput(request.body);
      if (!check.ok) return invalid(reply, check);
      const { username } = signedInUser(request);
      return reply.code(201).send(await notifications.create(check.value, username, new Date()));
    },
  );

  app.put(
    '/notifications/:id',
    {
      schema: {
        summary: 'Replace a notification',
        params: NotificationIdParams,
        body: NotificationInput,
        response: { 200: Notification, ...ERRORS },
      },
    },
    async (request, reply) => {
      const check = checkNotificationInput(request.body);
      if (!check.ok) return invalid(reply, check);
      const { id } = request.params;
      const updated = await notifications.update(
        id,
        check.value,
        signedInUser(request).username,
        new Date(),
      );
      return updated ?? notFound(reply, id);
    },
  );

  app.delete(
    '/notifications/:id',
    {
      schema: {
        summary: 'Delete a notification',
        params: NotificationIdParams,
        response: { 204: Type.Null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const deleted = await notifications.delete(id, signedInUser(request).username, new Date());
      if (!deleted) return notFound(reply, id);
      return reply.code(204).send(null);
    },
  );
};
