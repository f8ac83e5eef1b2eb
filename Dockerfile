# syntax=docker/dockerfile:1
# The production image: the whole product but its external services (PostgreSQL, SMTP, S3, the
# card processor). ROLE picks what a container runs: all (default: migrations at start under an
# advisory lock, the web server, the embedded auth core, the worker), web, worker, auth-core or
# migrate. The final stage holds only the file set that scripts/image-files.ts writes (an e2e
# test runs the same script and starts its output with plain node), on Node 24, as a non-root
# user. See README.md for the variables.

FROM node:24-bookworm-slim AS builder
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# Next's standalone build, the start and health check bundled, their packages traced.
RUN node --import tsx scripts/image-files.ts /out

FROM node:24-bookworm-slim
WORKDIR /app
# HOST, not HOSTNAME: Docker and Kubernetes set HOSTNAME to the container's name.
ENV NODE_ENV=production APP_ENV=production NEXT_TELEMETRY_DISABLED=1 ROLE=all HOST=0.0.0.0 PORT=3000 \
  FILES_DIR=/data/files WORKER_HEARTBEAT_FILE=/tmp/ncs-worker.heartbeat
# A fixed uid, as the Kubernetes manifests set it (runAsUser: 10001).
RUN groupadd --system --gid 10001 app && useradd --system --uid 10001 --gid app --no-create-home app \
  && mkdir -p /data/files && chown app:app /data/files && chmod 700 /data/files
# Owned by root, so the app cannot change its own code; Next writes only its cache.
COPY --from=builder /out /app
RUN mkdir -p /app/.next/cache && chown app:app /app/.next/cache
USER app
EXPOSE 3000
# SIGTERM drains requests and lets running jobs finish within STOP_TIMEOUT_SECONDS (25 s):
# give `docker stop` 30 s (--stop-timeout 30; Kubernetes waits 30 s by default).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=10s --start-period=60s --retries=3 \
  CMD ["node", "/app/health.mjs"]
# The react-server condition, as Next loads server code: the worker's modules are server-only.
CMD ["node", "--conditions=react-server", "/app/serve.mjs"]
