import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markAllNotificationsRead } from '@tradehub/db/domain';
import { z } from 'zod';
import { notificationsQuerySchema, notificationsResponseSchema } from '@tradehub/contract';
import { requireViewer } from '../../plugins/auth.js';
import { loadNotificationPage } from './notification-page-query.js';
import { errorResponses } from '../error-responses.js';
import { runCommand } from '../run-command.js';

const errors = errorResponses(401, 403);

/** The signed-in person's own notifications, newest first, with the real unread count for the badge. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: 'A page of my notifications and the unread count',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = requireViewer(request);
      const { limit, offset } = request.query;
      // One statement (page, total and unread count), rows mapped straight to the contract.
      return loadNotificationPage(request.em, userId, limit, offset);
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: { access: 'member' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications as read',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await runCommand(request, (tx, actor) => markAllNotificationsRead(tx, actor));
      return reply.status(204).send(null);
    },
  );
};
