#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit + integration tests (PGlite, then PostgreSQL when one can be had),
# the production build, and the browser tests in Debian's Chromium (PGlite, then PostgreSQL).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

step "typecheck"
npx tsc --noEmit -p .
step "lint"
npx eslint . --max-warnings 0

# A throwaway PostgreSQL 15 for this run when TEST_DATABASE_URL is not given and the binaries exist.
source scripts/with-postgres.sh

step "unit and integration tests (PGlite)"
npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "integration tests (PostgreSQL)"
  npx vitest run tests/integration
else
  echo "No PostgreSQL available: skipping the PostgreSQL pass (CI always runs it)." >&2
  [ -n "${CI:-}" ] && { echo "CI requires PostgreSQL" >&2; exit 1; }
fi

step "build"
npx vite build --logLevel warn

step "bundle budgets"
npx tsx scripts/bundle-size.ts --check

E2E_PORT=${E2E_PORT:-3100}
step "browser tests (PGlite)"
E2E_PORT=$E2E_PORT npx playwright test
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "browser tests (PostgreSQL)"
  E2E_DATABASE_URL="$TEST_DATABASE_URL" E2E_PORT=$((E2E_PORT + 1)) npx playwright test
fi
step "all tests passed"
