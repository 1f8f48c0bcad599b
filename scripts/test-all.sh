#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit + integration tests (PGlite, then PostgreSQL when one can be had),
# one production build, the bundle budgets, and the browser tests in Debian's Chromium (on PostgreSQL
# when one can be had, else on PGlite). Every port is picked free at run time, so two runs can share
# a machine; set E2E_PORT or PG_PORT to choose one.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m (%s)\n' "$*" "$(date +%T)"; }
started=$SECONDS

step "typecheck"
npm run --silent typecheck
step "lint"
npx eslint . --max-warnings 0

# A throwaway PostgreSQL 15 for this run when TEST_DATABASE_URL is not given and the binaries exist.
source scripts/with-postgres.sh

step "unit and integration tests (PGlite)"
npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # Only the tests that talk to a database; process.test.ts starts the real server, which always uses PGlite.
  step "integration tests (PostgreSQL)"
  npx vitest run tests/integration --exclude tests/integration/process.test.ts
else
  echo "No PostgreSQL available: skipping the PostgreSQL pass (CI always runs it)." >&2
  [ -n "${CI:-}" ] && { echo "CI requires PostgreSQL" >&2; exit 1; }
fi

step "build (production)"
npm run --silent build

step "bundle budgets"
npx tsx scripts/bundle-size.ts --check

# The browser tests run once, against the production-like database when there is one: the server's
# database code is covered on both databases by the integration tests above. The classroom specs run
# on PGlite as well.
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "browser tests (PostgreSQL)"
  E2E_DATABASE_URL="$TEST_DATABASE_URL" npx playwright test
  # The classroom scenarios (restarts, hand-overs, deploys, lie-fi, one address, the school's roster
  # and class tablets) also on the embedded database a single school server runs on: uploads, limits,
  # locks and replays go through both.
  step "classroom browser tests (PGlite)"
  npx playwright test tests/e2e/classroom-*.spec.ts tests/e2e/shared-tablet.spec.ts tests/e2e/class-tablet*.spec.ts tests/e2e/school-roster.spec.ts
else
  step "browser tests (PGlite)"
  npx playwright test
fi
step "all tests passed in $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s"
