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

# Runs pairs of (name, command) at the same time, each as a step: its output in a file of its own,
# printed when all have ended, each with its own ok/FAILED line and time.
parallel_steps() {
  local names=() pids=() logs=()
  while (($# >= 2)); do
    local name="$1" command="$2" log
    shift 2
    log="$(mktemp)"
    names+=("$name")
    logs+=("$log")
    # The subshell writes its own exit status and time when it ends (the steps end in any order).
    # shellcheck disable=SC2086 # the command is words on purpose (no argument has a space in it)
    (
      set -f
      started=$SECONDS
      status=0
      $command >"$log" 2>&1 || status=$?
      echo "$status $((SECONDS - started))" >"$log.status"
    ) &
    pids+=("$!")
  done
  local i status seconds
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}"
    read -r status seconds <"${logs[$i]}.status"
    echo
    echo "=== ${names[$i]} (side by side)"
    cat "${logs[$i]}"
    rm -f "${logs[$i]}" "${logs[$i]}.status"
    if ((status == 0)); then
      echo "=== ${names[$i]}: ok ($seconds s)"
    else
      echo "=== ${names[$i]}: FAILED ($seconds s)"
      failed_steps+=("${names[$i]}")
    fi
  done
}

# Installation failures make every later step meaningless: stop there.
echo "=== install npm packages"
npm ci --no-audit --no-fund --loglevel=error || exit 1
echo "=== install Debian packages (PostgreSQL, Chromium) when absent"
bash scripts/install-test-deps.sh || exit 1

vitest_json() { echo "--reporter=default --reporter=json --outputFile.json=$RESULTS/$1.json"; }

step "lint and format (biome)" npx biome ci .
step "import rules (dependency-cruiser, docs/code-style.md)" npm run lint:imports --silent
# The type check (one tsc at a time) and the unit tests (one Vitest worker on 2 cores) each keep one
# core busy, so they go side by side too (about a minute saved).
# shellcheck disable=SC2046
parallel_steps \
  "type check (tsc --noEmit, every workspace)" "npm run typecheck --silent" \
  "unit tests (shared, web)" "npx vitest run --project shared --project web $(vitest_json unit)"
# The two API runs go side by side: Vitest gives each run one worker on a 2-core machine (cores - 1),
# so one after the other left a core idle for 13 minutes. Each step's output is kept apart and printed
# whole when both have ended.
# shellcheck disable=SC2046
parallel_steps \
  "API tests on SQLite" "npx vitest run --project api* $(vitest_json api-sqlite)" \
  "API tests on PostgreSQL" "bash scripts/with-postgres.sh npx vitest run --project api* $(vitest_json api-postgres)"
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
