// Account Settings (/settings): profile information, e-mail change with re-verification, password
// change (both ask for the current password and sign out the other sessions) and preferences. Writes
// are for approved accounts; the read-only demo is refused by the access level.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enqueueJob, normaliseEmail, Organisation, UserProfile } from '@tradehub/db';
import { z } from 'zod';
import { hashPassword, verifyPassword } from '../../auth/password.js';
import type { AuthRateLimits } from '../../auth/rate-limits.js';
import { readSessionToken } from '../../auth/session-cookie.js';
import { diffFields, recordAudit } from '../../audit/record-audit.js';
import {
  apiErrorSchema,
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  changePasswordBodySchema,
  settingsResponseSchema,
  updateSettingsBodySchema,
} from '@tradehub/contract';
import { AppError, badRequest } from '../../errors/app-error.js';
import { requireViewer } from '../../plugins/auth.js';
import {
  AUDITED_SETTINGS_FIELDS,
  COMPANY_NAME_PERMISSION,
  settingsSnapshot,
  toSettings,
} from '../../settings/settings-dto.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

export const PASSWORD_TOO_SHORT = 'Password should be at least 6 characters.';
export const INCORRECT_PASSWORD = 'Incorrect password.';
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your e-mail address.';

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
      const body = request.body;
      const { settings, verifyEmail } = await request.em.transactional(async (tx) => {
        const user = await tx.findOneOrFail(UserProfile, { id: viewer.userId });
        const organisation = await tx.findOneOrFail(Organisation, { id: viewer.organisationId });

        if (body.companyName !== undefined && body.companyName !== organisation.name) {
          if (!viewer.profile.permissions.includes(COMPANY_NAME_PERMISSION)) {
            throw new AppError(
              403,
              AUTH_ERROR_CODES.forbidden,
              'Only members with Team Management can change the company name.',
            );
          }
          const before = organisation.name;
          organisation.name = body.companyName;
          recordAudit(tx, {
            organisationId: organisation.id,
            actorId: viewer.userId,
            action: 'organisation.renamed',
            entityType: 'organisation',
            entityId: organisation.id,
            changes: { name: { before, after: organisation.name } },
          });
        }

        const before = settingsSnapshot(user);
        if (body.fullName !== undefined) user.fullName = body.fullName;
        if (body.emailNotifications !== undefined) user.emailNotifications = body.emailNotifications;
        if (body.language !== undefined) user.language = body.language;
        if (body.defaultCurrency !== undefined) user.defaultCurrency = body.defaultCurrency;
        let verifyEmail: string | null = null;
        if (body.email !== undefined) {
          const email = normaliseEmail(body.email);
          if (email === user.email) {
            // Back to the current address: any pending change is withdrawn.
            user.pendingEmail = null;
          } else if (email !== user.pendingEmail) {
            // The sign-in address is a credential: changing it is proved with the password.
            if (!user.passwordHash) {
              throw new AppError(
                403,
                AUTH_ERROR_CODES.forbidden,
                'This account signs in through Auth0 and has no password here: its e-mail address is managed there.',
                'email',
              );
            }
            if (!body.currentPassword) throw badRequest('currentPassword', CURRENT_PASSWORD_REQUIRED);
            await rateLimits.consume('sign-in', request.ip, user.email);
            if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
              throw badRequest('currentPassword', INCORRECT_PASSWORD);
            }
            if (await tx.count(UserProfile, { email, id: { $ne: user.id } })) {
              throw new AppError(409, AUTH_ERROR_CODES.emailInUse, AUTH_MESSAGES.emailInUse, 'email');
            }
            user.pendingEmail = email;
            verifyEmail = email;
            // The link goes to the new address with this change (the outbox); the worker finds the
            // pending address when it runs.
            enqueueJob(tx, {
              aggregate: ['user', user.id],
              queue: 'email',
              name: 'verify-email',
              data: { userId: user.id, email },
            });
          }
        }
        const changes = diffFields(before, settingsSnapshot(user), [...AUDITED_SETTINGS_FIELDS]);
        if (Object.keys(changes).length > 0) {
          recordAudit(tx, {
            organisationId: viewer.organisationId,
            actorId: viewer.userId,
            action: 'settings.updated',
            entityType: 'user_profile',
            entityId: user.id,
            changes,
          });
        }
        await tx.flush();
        return { settings: toSettings(user, organisation), verifyEmail };
      });
      if (verifyEmail) {
        // A credential changes: every other session of the account ends, as with a new password.
        await app.revocation.endSessions(viewer.userId, {
          exceptToken: readSessionToken(request) ?? undefined,
        });
      } else app.revocation.forgetViewer(viewer.userId);
      return { settings };
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
      user.passwordHash = await hashPassword(newPassword);
      recordAudit(request.em, {
        organisationId: viewer.organisationId,
        actorId: viewer.userId,
        action: 'settings.password-changed',
        entityType: 'user_profile',
        entityId: user.id,
      });
      await request.em.flush();
      await app.revocation.endSessions(user.id, { exceptToken: readSessionToken(request) ?? undefined });
      return reply.status(204).send(null);
    },
  );
};
