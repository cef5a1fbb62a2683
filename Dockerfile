# syntax=docker/dockerfile:1
# The release build in three stages. No container engine runs on the machine this was written on, so CI proves
# these steps another way: .ci/release-path runs each RUN line below on a fresh copy, copies exactly the
# `COPY --from=prune` paths into an empty directory, starts the CMD there and runs the HEALTHCHECK command.
# Keep the two in step (the script reads the COPY, CMD and HEALTHCHECK lines from this file).

FROM node:20-slim AS build
WORKDIR /app
# The manifests first, so the install layer is reused until a dependency changes.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund --loglevel=error
COPY . .
# apps/web/dist (front-end budgets checked) and apps/server/dist/{main,migrate,seed}.js with migrations/
RUN npm run build

FROM build AS prune
# better-auth lists vitest and drizzle-kit (and through it tsx and esbuild) as optional peers, so npm keeps them.
RUN npm prune --omit=dev --no-audit --no-fund --loglevel=error \
 && rm -rf node_modules/vitest node_modules/drizzle-kit node_modules/tsx node_modules/esbuild

FROM node:20-slim AS run
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
# The bundle keeps argon2, PGlite and sharp as imports (native code and WASM): they come from node_modules.
COPY --from=prune --chown=node:node /app/package.json ./package.json
COPY --from=prune --chown=node:node /app/apps/server/package.json ./apps/server/package.json
COPY --from=prune --chown=node:node /app/apps/server/dist ./apps/server/dist
COPY --from=prune --chown=node:node /app/apps/web/dist ./apps/web/dist
COPY --from=prune --chown=node:node /app/node_modules ./node_modules
# DATA_DIR holds the embedded database and local files when no DATABASE_URL / S3_BUCKET is set.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# /readyz answers 200 once the database answers (web and worker roles alike); slim images have no curl.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The same command as `npm run start:prod` (release-path checks it), without npm between the signal and node.
CMD ["node","--max-old-space-size=256","apps/server/dist/main.js"]
