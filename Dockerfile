# syntax=docker/dockerfile:1
#
# One Dockerfile for every deployable part of the monorepo. The build arg APP picks the part:
#
#   docker build --build-arg APP=gateway           -t artshop/gateway .
#   docker build --build-arg APP=services/catalog  -t artshop/catalog .
#   docker build --build-arg APP=all               -t artshop/migrate .   # every part (compose's `migrate` one-shot)
#
# Stages: manifests -> deps (npm install, all dev deps) -> build (nx) ; prod-deps (npm install --omit=dev for APP only)
#         -> assemble (APP's dist + the workspace libs it links + prod node_modules) -> runtime (node:20-bookworm-slim).
# Needs BuildKit (the default builder since Docker 23) for the cache mounts and the heredoc.

ARG NODE_IMAGE=node:20.20-bookworm-slim

# ---------------------------------------------------------------------------------------------------------------
# Toolchain shared by both installs. argon2 and sharp normally use prebuilt binaries; the compilers are only a
# fallback for a platform without one. They never reach the runtime image.
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# No Nx daemon or cloud inside a one-off build container.
ENV NX_DAEMON=false NX_NO_CLOUD=true CI=true
WORKDIR /repo

# ---------------------------------------------------------------------------------------------------------------
# Only the package manifests and the lockfile, with their folder layout. The install layers below depend on this
# stage's output alone, so editing source code does not re-run the install. New workspaces are picked up without
# editing this file.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name node_modules -prune -o -type f \( -name package.json -o -name package-lock.json -o -name .npmrc \) -print \
    | xargs cp --parents -t /manifests

# ---------------------------------------------------------------------------------------------------------------
# Stage 1: the full install (dev dependencies included: TypeScript, Nx, Vite), at the locked versions.
# `npm install` rather than `npm ci`: the lockfile is written where the registry serves only this platform's
# optional binaries (swc, nx), and `npm ci` refuses a lockfile without every platform's entries.
FROM toolchain AS deps
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm install --no-audit --no-fund

# ---------------------------------------------------------------------------------------------------------------
# Stage 2: build APP and, through Nx's `dependsOn: ["^build"]`, the workspace libs it depends on.
FROM deps AS build
ARG APP
COPY . .
RUN <<'EOF'
set -eu
if [ -z "${APP:-}" ]; then
  echo "Build arg APP is missing: use --build-arg APP=gateway, APP=services/<name> or APP=all" >&2; exit 1
fi
if [ "$APP" = all ]; then
  npx nx run-many -t build --output-style=stream
  exit 0
fi
if [ ! -f "$APP/package.json" ]; then
  echo "Build arg APP=$APP is not a workspace folder (no $APP/package.json)" >&2; exit 1
fi
projects=$(node -p "require('./$APP/package.json').name")
# The gateway serves the shop (web/) and the back office (admin-web/), so it ships their Vite builds too.
if [ "$APP" = gateway ]; then projects="$projects,@artshop/web,@artshop/admin-web"; fi
npx nx run-many -t build -p "$projects" --output-style=stream
EOF

# ---------------------------------------------------------------------------------------------------------------
# Production dependencies of APP only: `--workspace` limits the install to that workspace and what it links
# (its workspace libs and their dependencies); `--omit=dev` drops Nx, TypeScript, Vite, Vitest...
FROM toolchain AS prod-deps
ARG APP
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm <<'EOF'
set -eu
if [ "$APP" = all ]; then scope=--workspaces; else scope="--workspace=$APP"; fi
npm install --omit=dev --no-audit --no-fund "$scope"
EOF

# ---------------------------------------------------------------------------------------------------------------
# Collect, under /out, the same folder layout as the repository but only what APP runs:
#   node_modules/ (production), APP/{package.json,dist}, and package.json + dist of every workspace that
#   node_modules links to (the @artshop/* libs), plus web/dist, web/dist-server and admin-web/dist for the gateway.
FROM build AS assemble
ARG APP
COPY --from=prod-deps /repo /prod
RUN <<'EOF'
set -eu
cd /repo
mkdir -p /out
cp -a /prod/node_modules /out/node_modules
ship() {  # ship <workspace dir relative to the repo root>
  [ -f "/repo/$1/package.json" ] || return 0
  mkdir -p "/out/$1"
  cp "/repo/$1/package.json" "/out/$1/"
  if [ -d "/repo/$1/dist" ]; then cp -a "/repo/$1/dist" "/out/$1/"; fi
  # npm nests a dependency under the workspace when its version clashes with the hoisted one.
  if [ -d "/prod/$1/node_modules" ]; then cp -a "/prod/$1/node_modules" "/out/$1/"; fi
}
if [ "$APP" = all ]; then
  for dir in gateway services/*; do ship "$dir"; done
else
  ship "$APP"
fi
# Workspace links in node_modules (e.g. node_modules/@artshop/contracts -> ../../libs/contracts).
find /prod/node_modules -maxdepth 2 -type l | while read -r link; do
  target=$(realpath -m "$link")
  case "$target" in
    /prod/node_modules/*) ;;                       # an ordinary package's link, already copied
    /prod/tools/*) ;;                              # development tools (the Stripe emulator) never ship
    /prod/*) ship "${target#/prod/}" ;;
  esac
done
if [ "$APP" = gateway ] || [ "$APP" = all ]; then
  for web in web admin-web; do
    mkdir -p "/out/$web" && cp -a "/repo/$web/dist" "/out/$web/"
  done
  # The storefront's server build, which the gateway renders pages with (it carries its own libraries).
  cp -a /repo/web/dist-server /out/web/
fi
# Fail the build rather than ship an image that cannot start.
if [ "$APP" = all ]; then
  for dir in gateway services/*; do test -f "/out/$dir/dist/main.bundle.js" || { echo "missing $dir/dist/main.bundle.js" >&2; exit 1; }; done
else
  test -f "/out/$APP/dist/main.bundle.js" || { echo "missing $APP/dist/main.bundle.js after the build" >&2; exit 1; }
fi
EOF

# ---------------------------------------------------------------------------------------------------------------
# Runtime: slim Debian (glibc, as the prebuilt argon2/sharp binaries installed above expect), no compilers, no npm
# cache, code owned by root and therefore read-only for the `node` user (uid 1000) the process runs as.
FROM ${NODE_IMAGE} AS runtime
ARG APP
ENV NODE_ENV=production \
    BIND_HOST=0.0.0.0 \
    APP=${APP}
WORKDIR /app
COPY --from=assemble /out/ ./
# Mount point for content's STORAGE_DIR: a fresh Docker named volume copies this folder's owner, so node can write.
RUN mkdir -p /data/media && chown node:node /data/media
USER node
# Exec-form CMD cannot expand ARG/ENV, so a shell expands $APP once and `exec` replaces itself with node: node is
# PID 1 and receives SIGTERM directly (NestJS shutdown hooks close connections on `docker stop`/pod termination).
# Other commands run the same way: `node gateway/dist/main.bundle.js migrate`, `node services/catalog/dist/main.bundle.js seed`.
# For APP=all there is no single server; whoever runs that image gives the command (compose's `migrate` does).
# No HEALTHCHECK here: the port differs per part, so compose and Kubernetes declare their own probes.
# Traces load before the part (libs/telemetry; off unless OTEL_EXPORTER_OTLP_ENDPOINT is set).
CMD ["sh", "-c", "exec node --import @artshop/telemetry/start \"$APP/dist/main.bundle.js\""]
