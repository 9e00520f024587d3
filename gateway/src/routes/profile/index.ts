import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chooseWorkingOrganisation } from '@tradehub/db/domain';
import { loadViewer, toProfile } from '../../auth/viewer.js';
import { readSessionToken } from '../../auth/session-cookie.js';
import { hashSessionToken, type SessionStore } from '../../auth/session-store.js';
import { profileResponseSchema, switchOrganisationBodySchema } from '@tradehub/contract';
import { AppError } from '../../errors/app-error.js';
import { requireViewer } from '../../plugins/auth.js';
import { errorResponses } from '../error-responses.js';

const errors = errorResponses(400, 401, 403, 404);

export const profileRoutes: FastifyPluginAsyncZod<{ sessions: SessionStore }> = async (app, { sessions }) => {
  app.get(
    '/api/profile',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['profile'],
        summary: 'The signed-in profile, whatever its state (the web app routes on it)',
        response: { 200: profileResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ profile: toProfile(requireViewer(request)) }),
  );

  app.put(
    '/api/profile/organisation',
    {
      // Any signed-in person: someone whose own business was rejected may still work in a team that
      // invited them. The shared demo workspace is one person for every visitor: it cannot switch.
      config: { access: 'signed-in' },
      schema: {
        tags: ['profile'],
        summary:
          'Work in another of your organisations (the user menu): kept for this session and where your next one starts',
        body: switchOrganisationBodySchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { organisationId } = request.body;
      await request.em
        .fork()
        .transactional((tx) => chooseWorkingOrganisation(tx, viewer.userId, organisationId));
      const token = readSessionToken(request);
      if (token) {
        if (!(await sessions.setOrganisation(token, organisationId)))
          throw new AppError(401, 'unauthenticated', 'Please sign in to continue.');
        app.viewerCache.delete(`session:${token}`);
        // The session's sockets stop hearing the organisation it left; the page reconnects them.
        if (viewer.organisationId !== organisationId)
          app.revocation.leaveOrganisationInSession(
            hashSessionToken(token),
            viewer.userId,
            viewer.organisationId,
          );
      } else {
        // An Auth0 bearer token works where the person last chose.
        app.revocation.forgetViewer(viewer.userId);
      }
      const fresh = await loadViewer(request.em.fork(), viewer.userId, organisationId);
      if (!fresh) throw new AppError(401, 'unauthenticated', 'Please sign in to continue.');
      return { profile: toProfile(fresh) };
    },
  );
};
