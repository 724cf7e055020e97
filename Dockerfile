FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The client, the server's bundle (dist/server), which the server runs, and its compiled code in
# Node's compile cache, filled under the flags below (README: Memory).
RUN npm run build
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
EXPOSE 3000
# `npm start` without npm: its heap caps, no Sparkplug (README: Decisions), --expose-gc (memory given back when idle) and its entry.
CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=128", "--no-sparkplug", "--expose-gc", "scripts/start.mjs"]
