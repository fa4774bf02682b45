#!/usr/bin/env bash
# One command: install what the tests need (Chromium included when missing and running as root) and run them all.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ]; then
    echo "Installing Debian chromium for the end-to-end tests…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
  else
    echo "chromium is missing and this is not root: install the Debian package 'chromium' first." >&2
    exit 1
  fi
fi

# Chinese text in the end-to-end screenshots needs a CJK font (without it every character is a box).
if ! fc-list 2>/dev/null | grep -qi 'CJK'; then
  if [ "$(id -u)" = "0" ]; then
    echo "Installing Debian fonts-noto-cjk for the end-to-end screenshots…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk >/dev/null
  else
    echo "warning: no CJK font (Debian fonts-noto-cjk); screenshots will show boxes for Chinese text" >&2
  fi
fi

npm install --no-audit --no-fund
echo "== lint and format (biome)"
npx biome ci .
echo "== typecheck"
npm run typecheck
echo "== build"
npm run build
echo "== unit, component and server tests (vitest; data-layer tests on PGlite and PostgreSQL)"
npx vitest run
echo "== date-sensitive tests again under TZ=America/New_York (Beijing time must not follow the process zone)"
TZ=America/New_York npx vitest run \
  packages/domain/src/beijing-time.test.ts \
  packages/domain/src/account-rules.test.ts \
  packages/domain/src/citizen-id.test.ts \
  apps/server/src/services/orders/beijing-dates.test.ts \
  apps/server/src/services/learning/clock-in-days.test.ts \
  apps/web/src/features/orders/beijing-dates.test.ts \
  apps/web/src/features/goods/components/review-item.test.tsx
echo "== end-to-end tests (Playwright, system Chromium)"
npm run test:e2e
