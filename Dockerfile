# The site as one container image: `docker build -t chapter-site .`; docs/deploy/ says how to run it.
# Two stages: the first installs everything and builds; the second keeps the build and production dependencies only.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The production dependencies alone, without what only a developer reads: TypeScript sources and types (Node 20 runs
# none of them), source maps, docs, and TypeScript itself, which React Router's server packages list as a peer for
# type generation only.
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/typescript \
  && find node_modules -type f \( -name '*.ts' -o -name '*.mts' -o -name '*.cts' -o -name '*.map' -o -name '*.md' \) -delete

FROM node:20-bookworm-slim
# The embedded database is a folder inside the volume, so its lock file (beside the folder) is on the volume too.
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data/db
WORKDIR /app
# What the server reads at run time: the built site and its commands, the migrations, the production dependencies.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/db/migrations ./db/migrations
# The volume and the backups folder belong to the unprivileged user the site runs as.
RUN mkdir -p /data /app/backups && chown node:node /data /app/backups
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# As `npm start` runs it, without npm between a stop signal and the server, so the server closes cleanly.
CMD ["node", "--max-old-space-size=128", "--max-semi-space-size=2", "--wasm-tiering-budget=18000000", "build/server.js"]
