# syntax=docker/dockerfile:1
# The TradeHub gateway: Fastify HTTP API + socket.io, and the built web app it serves.
# Build from the repository root:  docker build -f infra/deploy/docker/gateway.Dockerfile -t tradehub/gateway .
# The same image runs the migrations: `node db/dist/cli/migrate.js` (the compose `migrate` service, the
# Kubernetes Job).

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency (dev included), `tsc -b` for the server packages, `vite build` for web ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Manifests first, so the dependency layer is rebuilt only when they change. npm ci needs every
# workspace's package.json that the lockfile names.
COPY package.json package-lock.json .npmrc ./
COPY gateway/contract/package.json gateway/contract/
COPY db/package.json db/
COPY gateway/package.json gateway/
COPY workers/package.json workers/
COPY web/package.json web/
COPY infra/package.json infra/
COPY loadtests/package.json loadtests/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- runtime: production dependencies of contract, db and gateway only ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=build /app/gateway/contract/package.json gateway/contract/
COPY --from=build /app/db/package.json db/
COPY --from=build /app/gateway/package.json gateway/
COPY --from=build /app/workers/package.json workers/
COPY --from=build /app/web/package.json web/
COPY --from=build /app/infra/package.json infra/
COPY --from=build /app/loadtests/package.json loadtests/
# The gateway imports only the contract and db (queue producers, shared domain modules): the workers'
# report libraries (pdfkit, echarts) stay out of this image; exceljs comes in only to read uploaded batch
# payment files (XLSX). The web app's packages are not
# needed either: it ships as static files.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --no-audit --no-fund -w @tradehub/contract -w @tradehub/db -w @tradehub/gateway
COPY --from=build /app/gateway/contract/dist gateway/contract/dist
COPY --from=build /app/db/dist db/dist
COPY --from=build /app/gateway/dist gateway/dist
# gateway/dist/main.js serves ../../web/dist
COPY --from=build /app/web/dist web/dist

# Listen on every interface (the default, 127.0.0.1, is unreachable from outside the container).
# DATA_DIR holds supplier documents, report files and the mail outbox: mount a volume shared with the
# workers there.
ENV HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness only: /ready (PostgreSQL and Redis) is for load balancers and Kubernetes readiness probes.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains HTTP and socket connections for up to 10 s (gateway/src/main.ts).
CMD ["node", "gateway/dist/main.js"]
