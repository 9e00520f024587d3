// Account Settings (/settings): profile information, e-mail change with re-verification, password
// change (both ask for the current password and sign out the other sessions) and preferences. Writes
// are for approved accounts; the read-only demo is refused by the access level. What a write changes
// and records is the domain's settings commands (db/src/domain/settings); checking and hashing passwords,
// their rate limit and ending sessions stay here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Organisation, UserProfile } from '@tradehub/db';
import { changePassword, INCORRECT_PASSWORD, updateSettings, type CheckPassword } from '@tradehub/db/domain';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import type { AuthRateLimits } from '../../auth/rate-limits.js';
import { readSessionToken } from '../../auth/session-cookie.js';
import {
  changePasswordBodySchema,
  settingsResponseSchema,
  updateSettingsBodySchema,
} from '@tradehub/contract';
import { badRequest } from '../../errors/app-error.js';
import { requireViewer } from '../../plugins/auth.js';
import { toSettings } from '../../settings/settings-dto.js';
import { errorResponses } from '../error-responses.js';
import { runCommand } from '../run-command.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

export const PASSWORD_TOO_SHORT = 'Password should be at least 6 characters.';

export interface SettingsRoutesOptions {
  /** A stolen session must not become a way to guess the password: checks count like sign-ins. */
  rateLimits: AuthRateLimits;
}

export const settingsRoutes: FastifyPluginAsyncZod<SettingsRoutesOptions> = async (app, options) => {
  const { rateLimits } = options;

  app.get(
    '/api/settings',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['settings'],
        summary: "The signed-in person's account settings",
        response: { 200: settingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const user = await request.em.findOneOrFail(UserProfile, { id: viewer.userId });
      const organisation = await request.em.findOneOrFail(Organisation, { id: viewer.organisationId });
      return { settings: toSettings(user, organisation) };
    },
  );

  app.patch(
    '/api/settings',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['settings'],
        summary:
          'Update profile information and preferences; a new e-mail address waits for its verification link',
        body: updateSettingsBodySchema,
        response: { 200: settingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      // A stolen session must not become a way to guess the password: checks count like sign-ins.
      const checkPassword: CheckPassword = async (user, password) => {
        await rateLimits.consume('sign-in', request.ip, user.email);
        return user.passwordHash ? verifyPassword(user.passwordHash, password) : false;
      };
      const { user, organisation, verifyEmail } = await runCommand(request, (tx, actor) =>
        updateSettings(tx, actor, request.body, checkPassword),
      );
      if (verifyEmail) {
        // A credential changes: every other session of the account ends, as with a new password.
        await app.revocation.endSessions(viewer.userId, {
          exceptToken: readSessionToken(request) ?? undefined,
        });
      } else app.revocation.forgetViewer(viewer.userId);
      return { settings: toSettings(user, organisation) };
    },
  );

  app.post(
    '/api/settings/password',
    {
      config: { access: 'approved' },
      schema: {
        tags: ['settings'],
        summary: 'Change the password; every other session of the account is signed out',
        // The length rule is checked in the handler so its message is answered as is.
        body: changePasswordBodySchema.extend({ newPassword: z.string().max(256) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const { currentPassword, newPassword } = request.body;
      const user = await request.em.findOneOrFail(UserProfile, { id: viewer.userId });
      await rateLimits.consume('sign-in', request.ip, user.email);
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
        throw badRequest('currentPassword', INCORRECT_PASSWORD);
      }
      if (newPassword.length < 6) throw badRequest('newPassword', PASSWORD_TOO_SHORT);
      const passwordHash = await hashPassword(newPassword);
      await runCommand(request, (tx, actor) => changePassword(tx, actor, passwordHash));
      await app.revocation.endSessions(user.id, { exceptToken: readSessionToken(request) ?? undefined });
      return reply.status(204).send(null);
    },
  );
};
