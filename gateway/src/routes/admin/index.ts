import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enqueueJob, Membership, pushSocket, UserProfile, type EntityManager } from '@tradehub/db';
import { DomainEvents } from '@tradehub/db/domain';
import { diffFields, recordAudit } from '../../audit/record-audit.js';
import {
  accountIdParamsSchema,
  apiErrorSchema,
  rejectAccountBodySchema,
  reviewAccountResponseSchema,
  reviewAccountsQuerySchema,
  reviewAccountsResponseSchema,
  rooms,
  type ReviewAccount,
} from '@tradehub/contract';
import { AppError, notFound } from '../../errors/app-error.js';
import { requireViewer } from '../../plugins/auth.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

function toReviewAccount(user: UserProfile): ReviewAccount {
  return {
    id: user.id,
    email: user.email,
    businessName: user.businessName,
    status: user.status,
    emailVerified: user.emailVerified,
    rejectionReason: user.rejectionReason ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * Account review (the spec does not say who approves accounts; administrators do). Each decision is
 * audited and e-mailed to the person.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/accounts',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Accounts awaiting review (pending) or refused (rejected), oldest first',
        querystring: reviewAccountsQuerySchema,
        response: { 200: reviewAccountsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const statuses = request.query.status ? [request.query.status] : (['pending', 'rejected'] as const);
      const users = await request.em.find(
        UserProfile,
        { status: { $in: [...statuses] } },
        { orderBy: { createdAt: 'asc' }, limit: 500 },
      );
      return { accounts: users.map(toReviewAccount) };
    },
  );

  async function decide(
    em: EntityManager,
    adminId: string,
    accountId: string,
    decision: 'approved' | 'rejected',
    reason: string | null,
  ) {
    const user = await em.transactional(async (tx) => {
      const account = await tx.findOne(UserProfile, { id: accountId });
      if (!account) throw notFound('No account with this id.');
      if (account.id === adminId)
        throw new AppError(400, 'invalid_input', 'You cannot review your own account.', 'accountId');
      const snapshot = () => ({
        status: account.status,
        demoMode: account.demoMode,
        rejectionReason: account.rejectionReason ?? null,
      });
      const before = snapshot();
      account.status = decision;
      account.demoMode = decision !== 'approved';
      account.rejectionReason = decision === 'rejected' ? reason : null;
      const membership = await tx.findOne(
        Membership,
        { user: account.id },
        { orderBy: { createdAt: 'asc' } },
      );
      recordAudit(tx, {
        organisationId: membership?.organisation.id ?? null,
        actorId: adminId,
        action: `account.${decision}`,
        entityType: 'user_profile',
        entityId: account.id,
        changes: diffFields(before, snapshot(), ['status', 'demoMode', 'rejectionReason']),
      });
      const domainEvents = new DomainEvents(tx);
      if (membership) {
        domainEvents.notify({
          organisationId: membership.organisation.id,
          userId: account.id,
          createdById: adminId,
          type: decision === 'approved' ? 'success' : 'alert',
          title: decision === 'approved' ? 'Account approved' : 'Account not approved',
          message:
            decision === 'approved'
              ? 'Your account has been approved: payments, FX management and team are now open.'
              : `Your account could not be approved.${reason ? ` Reason: ${reason}` : ''}`,
        });
      }
      // With the change (the outbox): the person's open pages change state without a reload, and the
      // decision is mailed.
      pushSocket(tx, {
        aggregate: ['user', account.id],
        rooms: [rooms.user(account.id)],
        event: 'profile:changed',
        args: [{ status: account.status }],
      });
      enqueueJob(tx, {
        aggregate: ['user', account.id],
        queue: 'email',
        name: 'account-decision',
        data: { userId: account.id, decision },
      });
      return account;
    });
    // After the commit: every instance forgets the person's cached sessions. A rejection ends every session
    // and socket of the account: signing in again shows the decision.
    if (decision === 'rejected') await app.revocation.endSessions(user.id);
    else app.revocation.forgetViewer(user.id);
    return { account: toReviewAccount(user) };
  }

  app.post(
    '/api/admin/accounts/:accountId/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Approve an account: full access, out of demo mode',
        params: accountIdParamsSchema,
        response: { 200: reviewAccountResponseSchema, ...errors },
      },
    },
    async (request) =>
      decide(request.em, requireViewer(request).userId, request.params.accountId, 'approved', null),
  );

  app.post(
    '/api/admin/accounts/:accountId/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Reject an account, with the reason shown to the person',
        params: accountIdParamsSchema,
        body: rejectAccountBodySchema,
        response: { 200: reviewAccountResponseSchema, ...errors },
      },
    },
    async (request) =>
      decide(
        request.em,
        requireViewer(request).userId,
        request.params.accountId,
        'rejected',
        request.body.reason,
      ),
  );
};
