#!/usr/bin/env bash
# One command: install what the tests need (Chromium included when missing and running as root) and run them all.
set -euo pipefail
cd "$(dirname "$0")/.."

# The wall time of each stage, printed as a table when the run ends (also when a stage fails).
STAGE_NAMES=()
STAGE_SECONDS=()
STAGE_NOW=""
STAGE_STARTED=0
RUN_STARTED=$(date +%s)
stage_end() {
  if [ -n "$STAGE_NOW" ]; then
    STAGE_NAMES+=("$STAGE_NOW")
    STAGE_SECONDS+=($(($(date +%s) - STAGE_STARTED)))
    STAGE_NOW=""
  fi
}
stage() {
  stage_end
  STAGE_NOW="$1"
  STAGE_STARTED=$(date +%s)
}
print_stage_times() {
  local status=$?
  local failed="$STAGE_NOW"
  stage_end
  echo
  echo "== stage times"
  local i
  for i in "${!STAGE_NAMES[@]}"; do
    local mark=""
    if [ "$status" != "0" ] && [ "${STAGE_NAMES[$i]}" = "$failed" ]; then mark="  (failed)"; fi
    printf '  %-12s %4dm %02ds%s\n' "${STAGE_NAMES[$i]}" $((STAGE_SECONDS[i] / 60)) $((STAGE_SECONDS[i] % 60)) "$mark"
  done
  local total=$(($(date +%s) - RUN_STARTED))
  printf '  %-12s %4dm %02ds\n' "total" $((total / 60)) $((total % 60))
}
trap print_stage_times EXIT

# Transparent huge pages for what glibc's malloc hands out (Node's buffers and blobs, PGlite's images, ffmpeg): on the
# virtual machines CI runs on a page fault costs 16–27 µs, and the Vitest server suites took 6–12 % less CPU with a
# third fewer faults (docs/testing.md). No effect where the kernel's THP is off or glibc is older than 2.35.
export GLIBC_TUNABLES="${GLIBC_TUNABLES:+$GLIBC_TUNABLES:}glibc.malloc.hugetlb=1"

stage install

# Debian packages the tests need, found missing, installed in one apt-get run (one index update, not one a package):
# - chromium: the end-to-end tests' browser;
# - ffmpeg: poster frames and durations of uploaded audio and video, and the sandbox's looping HLS live stream;
# - fonts-noto-cjk: Chinese text in the end-to-end screenshots (without a CJK font every character is a box).
MISSING_PACKAGES=()
REQUIRED_MISSING=no
[ -x /usr/bin/chromium ] || { MISSING_PACKAGES+=(chromium); REQUIRED_MISSING=yes; }
{ command -v ffmpeg && command -v ffprobe; } >/dev/null 2>&1 || { MISSING_PACKAGES+=(ffmpeg); REQUIRED_MISSING=yes; }
fc-list 2>/dev/null | grep -qi 'CJK' || MISSING_PACKAGES+=(fonts-noto-cjk)
if [ "${#MISSING_PACKAGES[@]}" -gt 0 ]; then
  if [ "$(id -u)" = "0" ]; then
    echo "Installing Debian ${MISSING_PACKAGES[*]} for the tests…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${MISSING_PACKAGES[@]}" >/dev/null
  elif [ "$REQUIRED_MISSING" = "yes" ]; then
    echo "missing Debian packages and this is not root: install ${MISSING_PACKAGES[*]} first." >&2
    exit 1
  else
    echo "warning: no CJK font (Debian fonts-noto-cjk); screenshots will show boxes for Chinese text" >&2
  fi
fi

# --prefer-offline: packages already in npm's cache are not revalidated against the registry (the lockfile pins
# every version; a missing one is still fetched). 4–6 s of a fresh clone's 25–30 s install on this machine.
npm install --no-audit --no-fund --prefer-offline
stage lint
echo "== lint and format (biome)"
npx biome ci .
stage typecheck
echo "== typecheck"
npm run typecheck
stage build
echo "== build"
npm run build
stage vitest
echo "== unit, component and server tests (vitest; data-layer tests on PGlite and PostgreSQL; the date-sensitive"
echo "   ones again under TZ=America/New_York: Beijing time must not follow the process zone)"
npx vitest run
stage e2e
echo "== end-to-end tests (Playwright, system Chromium)"
# under CI nobody looks at the screenshots: checks at both phone sizes still run, the PNGs are not written
# nor at traces (CI keeps only what the run prints): no trace is recorded there
if [ "${CI:-}" = "true" ]; then
  export E2E_SCREENSHOTS="${E2E_SCREENSHOTS:-0}"
  export E2E_TRACE="${E2E_TRACE:-off}"
fi
npm run test:e2e
