import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiError } from '@tradehub/contract';

const API_PREFIXES = ['/api', '/health', '/ready', '/metrics', '/socket.io'];

/**
 * Serves the built web app (web/dist) and answers every other GET that is not an API path with
 * index.html, so client-side routes survive a reload. Unknown API paths get a JSON 404.
 */
export const webAppPlugin = fp(async function webApp(app: FastifyInstance, { distDir }: { distDir: string }) {
  const indexFile = path.join(distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      // The build writes .br and .gz copies (web/vite.config.ts); a file without them is sent as it is.
      // Which one depends on Accept-Encoding, and a shared cache must know that.
      preCompressed: true,
      // Ours below, not send's own `public, max-age=0`, which used to override it (tested now).
      cacheControl: false,
      // Hashed assets never change; index.html must always be revalidated to pick up new ones.
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve the UI');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some(
      (prefix) => request.url === prefix || request.url.startsWith(`${prefix}/`),
    );
    if (isApi || request.method !== 'GET' || !hasWebApp) {
      const body: ApiError = {
        error: { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` },
      };
      return reply.status(404).send(body);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
