#!/usr/bin/env bash
# One command on a fresh clone: install, build, migrate, seed the demo data and serve web and API on one port
# with the embedded database (data under ./data, kept across restarts).
set -euo pipefail
cd "$(dirname "$0")/.."
npm install --no-audit --no-fund
npm run build
export APP_ENV="${APP_ENV:-dev}"
export PORT="${PORT:-3000}"
export DATA_DIR="${DATA_DIR:-./data}"
echo "Starting on http://127.0.0.1:${PORT} (APP_ENV=${APP_ENV}, data in ${DATA_DIR})"
exec node apps/server/dist/main.js
