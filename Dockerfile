# syntax=docker/dockerfile:1
#
# Images for the shop (see docker-compose.yml):
#   --target backend     Medusa server/worker: repo + node_modules + storefront/dist (default)
#   --target storefront  nginx serving storefront/dist and proxying the API to the backend

# Medusa needs Node ^20.19 || >=22.12.
ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:alpine

# ---- deps: install all workspace dependencies from the root lockfile ----------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV MEDUSA_DISABLE_TELEMETRY=true \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    npm_config_update_notifier=false
# Manifests only, so this layer is cached until a dependency changes.
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY storefront/package.json storefront/
COPY e2e/package.json e2e/
# `npm ci` under npm 11 trips over the lockfile's optional @swc/core platform packages,
# so pin npm 10 (it ignores the root `allowScripts` field and runs install scripts).
# Dev dependencies stay: `medusa start` runs the TypeScript sources (ts-node + @swc/core).
RUN --mount=type=cache,target=/root/.npm \
    npx -y npm@10 ci --no-audit --no-fund

# ---- build: compile the storefront to storefront/dist and Medusa Admin (/app) -------
FROM deps AS build
COPY . .
RUN npm run build -w storefront \
 && cd backend && npx medusa build --admin-only \
 && rm -rf public/admin && mkdir -p public && cp -r .medusa/admin public/admin

# ---- storefront: static files + reverse proxy ---------------------------------------
FROM ${NGINX_IMAGE} AS storefront
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/storefront/dist /usr/share/nginx/html

# ---- backend: Medusa (server or worker, chosen by MEDUSA_WORKER_MODE) ---------------
FROM ${NODE_IMAGE} AS backend
ENV NODE_ENV=production \
    MEDUSA_DISABLE_TELEMETRY=true \
    npm_config_update_notifier=false \
    PORT=9000 \
    SHOP_DATA_DIR=/data \
    STOREFRONT_DIST=/app/storefront/dist \
    PATH=/app/node_modules/.bin:$PATH
WORKDIR /app
# Code is owned by root (read-only for the app user).
COPY --from=build /app /app
# Writable places for the non-root `node` user: the data folder (uploads; a volume in
# compose, which inherits this ownership) and new files under backend/ (e.g. .medusa).
RUN mkdir -p /data/uploads /data/private-uploads /app/backend/.medusa \
 && chown -R node:node /data /app/backend/.medusa \
 && chown node:node /app/backend
USER node
WORKDIR /app/backend
EXPOSE 9000
CMD ["medusa", "start"]
