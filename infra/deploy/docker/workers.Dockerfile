# syntax=docker/dockerfile:1
# The TradeHub workers: BullMQ processors (e-mail, reports, risk, payments, maintenance, sanctions) and
# the FX feed (one leader across all worker processes, by a Redis lease).
# Build from the repository root:  docker build -f infra/deploy/docker/workers.Dockerfile -t tradehub/workers .

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency (dev included) and `tsc -b` for the server packages ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
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
# The web app is not part of this image: the server packages are enough.
RUN npm run build:server

# ---- runtime: production dependencies of contract, db and workers only ----
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
# The workers import only the contract and db: the gateway package does not ship here.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --no-audit --no-fund -w @tradehub/contract -w @tradehub/db -w @tradehub/workers
COPY --from=build /app/gateway/contract/dist gateway/contract/dist
COPY --from=build /app/db/dist db/dist
COPY --from=build /app/workers/dist workers/dist

# DATA_DIR: report files written here are downloaded through the gateway, and supplier documents the
# gateway stores are read here: mount the same volume in both.
ENV DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
USER node
# No HTTP port, so no HEALTHCHECK: a worker that loses Redis or PostgreSQL reconnects on its own.
# SIGTERM releases the FX feed lease, then waits for the running jobs to finish (workers/src/runtime.ts).
CMD ["node", "workers/dist/main.js"]
