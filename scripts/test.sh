#!/usr/bin/env bash
# The whole test suite, from a fresh clone: installs npm packages and the Debian packages the tests
# need (PostgreSQL, Chromium), then runs lint, type checks, unit tests, the API suite on SQLite and
# on a throwaway PostgreSQL server, the production build and its page-weight budgets, and the
# end-to-end tests in Chromium.
# Every suite runs even if an earlier one fails; the exit code is non-zero if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
RESULTS=.tmp/results
rm -rf "$RESULTS" && mkdir -p "$RESULTS"

failed_steps=()
step() {
  local name="$1"
  shift
  echo
  echo "=== $name"
  local started=$SECONDS
  if "$@"; then
    echo "=== $name: ok ($((SECONDS - started)) s)"
  else
    echo "=== $name: FAILED ($((SECONDS - started)) s)"
    failed_steps+=("$name")
  fi
}

# Installation failures make every later step meaningless: stop there.
echo "=== install npm packages"
npm ci --no-audit --no-fund --loglevel=error || exit 1
echo "=== install Debian packages (PostgreSQL, Chromium) when absent"
bash scripts/install-test-deps.sh || exit 1

vitest_json() { echo "--reporter=default --reporter=json --outputFile.json=$RESULTS/$1.json"; }

step "lint and format (biome)" npx biome ci .
step "import rules (dependency-cruiser, docs/code-style.md)" npm run lint:imports --silent
step "type check (tsc --noEmit, every workspace)" npm run typecheck --silent
# shellcheck disable=SC2046
step "unit tests (shared, web)" npx vitest run --project shared --project web $(vitest_json unit)
# shellcheck disable=SC2046
step "API tests on SQLite" npx vitest run --project 'api*' $(vitest_json api-sqlite)
# shellcheck disable=SC2046
step "API tests on PostgreSQL" bash scripts/with-postgres.sh npx vitest run --project 'api*' $(vitest_json api-postgres)
# --analyze adds the module sizes of every chunk (.next/diagnostics/analyze) for the page-weight
# check's failure report; the emitted chunks are the same as without it.
step "production build (web)" npm run build --workspace @app/web --silent -- --analyze
step "page-weight budgets" npm run check:page-weight --silent
step "end-to-end tests (Chromium)" npx playwright test
# The end-to-end specs moved real money on their API's database (transfers, exchanges, house game
# rounds): its ledger must be as sound as the API tests' (playwright.config.ts E2E_DIR).
step "ledger:check on the end-to-end database" env SQLITE_PATH=".tmp/e2e-${E2E_API_PORT:-18180}/api.db" npm run ledger:check --silent

echo
echo "=== summary"
if ((${#failed_steps[@]} > 0)); then
  printf 'failed step: %s\n' "${failed_steps[@]}"
fi
node scripts/summarize-results.mjs "$RESULTS"
((${#failed_steps[@]} == 0))
