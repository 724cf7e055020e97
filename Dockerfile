FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
EXPOSE 3000
# The young generation's cap of `npm start` (README: Memory).
CMD ["node", "--optimize-for-size", "--max-semi-space-size=4", "--max-old-space-size=128", "src/server/main.ts"]
