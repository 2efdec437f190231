# Multi-stage image for the API (serving the user app at / and the staff console at /admin); with another command,
# the projectors (node dist/apps/projectors/src/main.js) and the migration step (node dist/apps/api/src/cli.js
# migrate). Runs as the unprivileged `node` user.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY web-user/package.json web-user/package.json
COPY web-admin/package.json web-admin/package.json
# npm ci's postinstall applies these (patch-package) to node_modules.
COPY patches patches
RUN npm ci --no-audit --no-fund
COPY . .
# The web apps are built here when their sources exist; empty dist folders otherwise, so the copies below hold.
RUN npm run build \
  && (test ! -f web-user/index.html || npm run build -w web-user) \
  && (test ! -f web-admin/index.html || npm run build -w web-admin) \
  && mkdir -p web-user/dist web-admin/dist

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
# The server's own dependencies only: no dev tools, no embedded PostgreSQL (a dev dependency: the image is given
# DATABASE_URL) and no workspace packages (the web apps ship as the files they were built into). patch-package is a
# dev tool, so scripts are off here and kafkajs comes from the build stage, where its patch was applied.
RUN npm ci --omit=dev --workspaces=false --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/node_modules/kafkajs ./node_modules/kafkajs
COPY --from=build /app/dist ./dist
COPY --from=build /app/web-user/dist ./web-user/dist
COPY --from=build /app/web-admin/dist ./web-admin/dist
# The font the board's link-preview images are drawn with (the image has no fonts of its own).
COPY --from=build /app/apps/api/assets ./apps/api/assets
# DATA_DIR (the app-data volume: generated secrets, uploads, mail). Made here and owned by `node`, so a new named
# volume mounted on it takes that owner and the API can write /data/secrets; left to Docker, root would own it.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:3000/v1/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "dist/apps/api/src/main.js"]
