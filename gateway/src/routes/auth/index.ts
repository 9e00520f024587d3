import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEMO_USER_ID, UserProfile } from '@tradehub/db';
import {
  checkVerificationToken,
  confirmEmailLink,
  requestPasswordReset,
  resendVerificationMail,
  resetPassword,
  signUp,
} from '@tradehub/db/domain';
import { z } from 'zod';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../auth/password.js';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../auth/session-cookie.js';
import { validateEmail, validateNewPassword, validateSignUp } from '../../auth/sign-up-validation.js';
import { loadViewer, toProfile } from '../../auth/viewer.js';
import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  forgotPasswordBodySchema,
  messageResponseSchema,
  profileResponseSchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signUpBodySchema,
  signUpResponseSchema,
} from '@tradehub/contract';
import { AppError } from '../../errors/app-error.js';
import { isSecure, type AuthRouteDependencies } from './dependencies.js';
import { errorResponses } from '../error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

export const authRoutes: FastifyPluginAsyncZod<AuthRouteDependencies> = async (app, deps) => {
  const { config, sessionSecret, sessions, rateLimits, passwordResets } = deps;
  const secure = isSecure(config);
  /** With Auth0 configured, people sign up and in there: the e-mail/password routes are off. */
  const refuseWhenAuth0 = () => {
    if (config.auth0)
      throw new AppError(403, AUTH_ERROR_CODES.passwordSignInDisabled, AUTH_MESSAGES.passwordSignInDisabled);
  };

  app.post(
    '/api/auth/sign-up',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (organisation + pending profile) and send the verification e-mail',
        body: signUpBodySchema,
        response: { 201: signUpResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      refuseWhenAuth0();
      await rateLimits.consume('sign-up', request.ip, request.body.email);
      const { email, password, businessName } = validateSignUp(request.body);
      if (await request.em.count(UserProfile, { email })) {
        throw new AppError(409, AUTH_ERROR_CODES.emailInUse, AUTH_MESSAGES.emailInUse, 'email');
      }
      const passwordHash = await hashPassword(password);
      // The account and its verification mail (the outbox), in one transaction: the domain's signUp.
      await request.em.transactional(async (tx) => {
        signUp(
          tx,
          {
            email,
            businessName,
            passwordHash,
            emailVerified: false,
            ...(request.body.language ? { language: request.body.language } : {}),
          },
          config.adminEmails,
        );
      });
      return reply.status(201).send({ email, verificationSent: true as const });
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; sets the session cookie',
        body: signInBodySchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      refuseWhenAuth0();
      await rateLimits.consume('sign-in', request.ip, request.body.email);
      const email = validateEmail(request.body.email);
      const user = await request.em.findOne(UserProfile, { email });
      // Every failure costs one hash verification, as a wrong password does: an unknown address and an
      // account without a password (made through Auth0, or invited) check against the dummy hash, so how
      // long the answer takes tells nothing.
      const matches = await verifyPassword(
        user?.passwordHash ?? (await DUMMY_PASSWORD_HASH),
        request.body.password,
      );
      if (!user) throw new AppError(401, AUTH_ERROR_CODES.userNotFound, AUTH_MESSAGES.userNotFound, 'email');
      if (!user.passwordHash || !matches) {
        throw new AppError(401, AUTH_ERROR_CODES.wrongPassword, AUTH_MESSAGES.wrongPassword, 'password');
      }
      if (!user.emailVerified) {
        throw new AppError(403, AUTH_ERROR_CODES.emailNotVerified, AUTH_MESSAGES.emailNotVerified, 'email');
      }
      const viewer = await loadViewer(request.em, user.id);
      if (!viewer) throw new AppError(403, AUTH_ERROR_CODES.forbidden, 'This account has no organisation.');
      await rateLimits.reset('sign-in', email);
      setSessionCookie(reply, await sessions.create(user.id, viewer.organisationId), secure);
      return { profile: toProfile(viewer) };
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Send the verification e-mail again',
        body: resendVerificationBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      refuseWhenAuth0();
      await rateLimits.consume('resend-verification', request.ip, request.body.email);
      const email = validateEmail(request.body.email);
      // The mail is an outbox row (the domain's resendVerificationMail): every resend is a new mail.
      const sent = await request.em.transactional((tx) => resendVerificationMail(tx, email));
      if (!sent) throw new AppError(400, 'resend_failed', AUTH_MESSAGES.resendFailed, 'email');
      return { message: AUTH_MESSAGES.resendSucceeded };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          "'Forgot password?': mails a single-use, one-hour reset link when the address has a password account; the answer is the same either way",
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      refuseWhenAuth0();
      await rateLimits.consume('forgot-password', request.ip, request.body.email);
      const email = validateEmail(request.body.email);
      // Mailed only to an account with a password (the domain's requestPasswordReset), as an outbox row that
      // carries the grant id, not the token: the worker derives the link (domain auth/link-tokens.ts).
      await request.em.transactional((tx) =>
        requestPasswordReset(tx, email, (grant) => passwordResets.issue(grant)),
      );
      return { message: AUTH_MESSAGES.resetLinkSent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Set a new password with the reset link’s token; ends every session of the account (then sign in)',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      refuseWhenAuth0();
      await rateLimits.consume('reset-password', request.ip);
      // Checked before the token is used up, so a too-short password does not cost the link.
      const passwordHash = await hashPassword(validateNewPassword(request.body.password));
      const invalidLink = () =>
        new AppError(400, AUTH_ERROR_CODES.resetLinkInvalid, AUTH_MESSAGES.resetLinkInvalid, 'token');
      const grant = await passwordResets.consume(request.body.token);
      if (!grant) throw invalidLink();
      const reset = await request.em.transactional((tx) =>
        resetPassword(tx, grant, passwordHash, config.adminEmails),
      );
      if (!reset) throw invalidLink();
      // Whoever knew the old password is out: every session ends (sockets too), and so do other links.
      await app.revocation.endSessions(reset.userId);
      await passwordResets.revokeAllForUser(reset.userId);
      // Someone locked out by failed sign-ins can sign in with the new password right away.
      await rateLimits.reset('sign-in', reset.email);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );

  app.get(
    '/api/auth/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The link of the verification e-mail: verifies the address, then redirects to the app',
        querystring: z.object({ token: z.string().max(2000).default('') }),
      },
    },
    async (request, reply) => {
      const check = checkVerificationToken(sessionSecret, request.query.token);
      let outcome: 'verified' | 'expired' | 'invalid' = check.outcome;
      let changedUserId: string | undefined;
      if (check.outcome === 'verified') {
        const confirmed = await request.em.transactional((tx) =>
          confirmEmailLink(tx, check, config.adminEmails),
        );
        outcome = confirmed.outcome;
        changedUserId = confirmed.changedUserId;
      }
      if (changedUserId) app.revocation.forgetViewer(changedUserId);
      return reply.redirect(`/?emailVerification=${outcome}`, 303);
    },
  );

  app.post(
    '/api/auth/demo',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Open the read-only demo workspace (a session as the demo user)',
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await rateLimits.consume('demo', request.ip);
      const viewer = await loadViewer(request.em, DEMO_USER_ID);
      if (!viewer) throw new AppError(404, 'not_found', 'The demo workspace has not been seeded.');
      const { token, ended } = await sessions.createDemo(DEMO_USER_ID, request.ip);
      app.revocation.kickSessions(ended);
      setSessionCookie(reply, token, secure, sessions.lifetimes.demoAbsoluteSeconds);
      return { profile: toProfile(viewer) };
    },
  );

  app.post(
    '/api/auth/sign-out',
    {
      config: { access: 'signed-in', allowReadOnlyWrite: true },
      schema: {
        tags: ['auth'],
        summary: 'End this session on the server',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const token = readSessionToken(request);
      if (token) {
        // Its sockets disconnect too, on every gateway instance.
        await app.revocation.endSession(token);
        app.viewerCache.delete(`session:${token}`);
      }
      clearSessionCookie(reply, secure);
      return reply.status(204).send(null);
    },
  );
};
