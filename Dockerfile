# One image for every process of the distributed stack and the embedded app: compiled JavaScript
# and the built sites, no TypeScript or tsx at run time. NODE_ENV=production, so PUBLIC_ORIGIN is
# required:  docker run -p 3000:3000 -e PUBLIC_ORIGIN=https://… -v mawadda-data:/app/data mawadda
# A service: docker run ... mawadda sh -c "cd services/auth && node --conditions=mawadda-dist --enable-source-maps --max-semi-space-size=32 dist/main.js"
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
