# Multi-stage image for the API (serving the user app at / and the staff console at /admin); with another command,
# the projectors (node dist/apps/projectors/src/main.js) and the migration step (node dist/apps/api/src/cli.js
# migrate). Runs as the unprivileged `node` user.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY web-user/package.json web-user/package.json
COPY web-admin/package.json web-admin/package.json
RUN npm ci --no-audit --no-fund
COPY . .
# Each web app is built when its sources are there; the console's dist exists either way for the COPY below.
RUN npm run build && (test ! -f web-user/index.html || npm run build -w web-user) \
  && (test ! -f web-admin/index.html || npm run build -w web-admin) && mkdir -p web-admin/dist

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY web-user/package.json web-user/package.json
COPY web-admin/package.json web-admin/package.json
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/web-user/dist ./web-user/dist
COPY --from=build /app/web-admin/dist ./web-admin/dist
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:3000/v1/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "dist/apps/api/src/main.js"]
