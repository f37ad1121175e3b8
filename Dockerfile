# syntax=docker/dockerfile:1
# The store in one image: API, login provider and pages on one port (docs/deploy.md, decision 0703).
# Stage 1 installs everything and builds the pages; stage 2 keeps production dependencies only and
# runs as the unprivileged `node` user. The server runs compiled to JavaScript by `npm run build`
# (apps/web/build/node/server.js, decision 0816); the sources stay for the command-line tools (seed, admin).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund --loglevel=error
COPY . .
RUN npm run build --silent \
  && npm prune --omit=dev --no-audit --no-fund --loglevel=error

FROM node:24-bookworm-slim AS runtime
# The store's runtime settings (apps/web/server.env, decision 0806; the V8 flags of
# apps/web/server.node-options, decisions 0797, 0814 and 0831, are on the command line below: NODE_OPTIONS
# refuses --heap-growing-percent).
ENV NODE_ENV=production \
    MALLOC_MMAP_THRESHOLD_=1048576 \
    MALLOC_TRIM_THRESHOLD_=1048576 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/packages/domain ./packages/domain
COPY --from=build --chown=node:node /app/apps/api/package.json ./apps/api/
COPY --from=build --chown=node:node /app/apps/api/src ./apps/api/src
COPY --from=build --chown=node:node /app/apps/api/build ./apps/api/build
COPY --from=build --chown=node:node /app/apps/api/drizzle ./apps/api/drizzle
COPY --from=build --chown=node:node /app/apps/web/package.json ./apps/web/
COPY --from=build --chown=node:node /app/apps/web/build ./apps/web/build
COPY --from=build --chown=node:node /app/media ./media
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=50", "--liftoff-only", "apps/web/build/node/server.js"]
