# One image for every process of the distributed stack (and the embedded app): compiled JavaScript
# (scripts/build-server.mjs) and the built sites, without TypeScript or tsx at run time.
#   docker build -t mawadda .
#   docker run -p 3000:3000 -e PUBLIC_ORIGIN=https://… -v mawadda-data:/app/data mawadda   # embedded
# (NODE_ENV=production below: a process refuses to start without PUBLIC_ORIGIN, the links' address)
#   docker run ... mawadda sh -c "cd services/auth && node --conditions=mawadda-dist --enable-source-maps --max-semi-space-size=32 dist/main.js"
FROM node:20-bookworm AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
# node runs as PID 1, so `docker stop`'s SIGTERM reaches the gateway's own handler.
CMD ["node", "--conditions=mawadda-dist", "--enable-source-maps", "--max-semi-space-size=32", "services/gateway/dist/main.js"]
