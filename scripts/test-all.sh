#!/usr/bin/env bash
# `npm test`: typecheck, lint, unit + integration tests (on PostgreSQL when one can be had, else PGlite),
# one production build, the bundle budgets, and the browser tests in Debian's Chromium (on PostgreSQL
# when one can be had, else on PGlite). Every port is picked free at run time, so two runs can share
# a machine; set PG_PORT to choose PostgreSQL's.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s ==\033[0m (%s)\n' "$*" "$(date +%T)"; }
started=$SECONDS

# Steps that need nothing from each other run side by side (each mostly on one core); their output
# is printed whole, in order, once all have ended, and any failure stops the run.
together() {
  local dir names=() pids=() failed=0 i
  dir=$(mktemp -d)
  while [ $# -gt 0 ]; do
    names+=("$1")
    bash -c "$2" >"$dir/${#pids[@]}.log" 2>&1 &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    local status=0
    wait "${pids[$i]}" || status=$?
    step "${names[$i]}"
    cat "$dir/$i.log"
    [ "$status" -eq 0 ] || { echo "${names[$i]} failed (exit $status)" >&2; failed=1; }
  done
  rm -rf "$dir"
  return "$failed"
}

together \
  "typecheck" "npm run --silent typecheck" \
  "lint (ESLint, and Prettier's layout)" "npm run --silent lint" \
  "build (production)" "npm run --silent build"

# A throwaway PostgreSQL 15 for this run when TEST_DATABASE_URL is not given and the binaries exist.
source scripts/with-postgres.sh

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "unit and integration tests (PostgreSQL; PGlite for what is PGlite's own)"
else
  echo "No PostgreSQL available: the integration tests run on PGlite only (CI always has PostgreSQL)." >&2
  [ -n "${CI:-}" ] && { echo "CI requires PostgreSQL" >&2; exit 1; }
  step "unit and integration tests (PGlite)"
fi
npx vitest run

step "bundle budgets"
npx tsx scripts/bundle-size.ts --check

# The browser tests, once, in parallel workers each with its own server and database: on the
# production-like database when there is one; the class lessons on PGlite, as a school's own server
# runs them.
step "browser tests"
E2E_DATABASE_URL="${TEST_DATABASE_URL:-}" npx playwright test
step "all tests passed in $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s"
