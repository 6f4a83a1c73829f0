#!/usr/bin/env bash
# Quick start: installs the npm packages, builds the web app, and runs the whole platform in
# production mode on this machine: the API (embedded SQLite in ./data, migrated and seeded at start)
# and the web app. Prints the URL to open. Ctrl-C stops both.
#   API_PORT (8080), WEB_PORT (3000) and HOST (127.0.0.1) can be overridden from the environment.
set -euo pipefail
cd "$(dirname "$0")/.."

API_PORT="${API_PORT:-8080}"
GAME_PROVIDER_PORT="${GAME_PROVIDER_PORT:-4011}"
PAYMENT_PROVIDER_PORT="${PAYMENT_PROVIDER_PORT:-4012}"
ADVERTISER_SANDBOX_PORT="${ADVERTISER_SANDBOX_PORT:-4013}"
SOCIAL_NETWORK_PORT="${SOCIAL_NETWORK_PORT:-4014}"
WEB_PORT="${WEB_PORT:-3000}"
HOST="${HOST:-127.0.0.1}"
export NEXT_TELEMETRY_DISABLED=1

node -e 'const [a,b]=process.versions.node.split(".").map(Number); if (a<20||(a===20&&b<19)) { console.error("Node 20.19 or newer is required, found "+process.version); process.exit(1) }'

echo "==> Installing npm packages (npm ci)"
npm ci --no-audit --no-fund --loglevel=error

echo "==> Building the web app"
npm run build --workspace @app/web --silent >/tmp/platform-web-build.log 2>&1 || {
  cat /tmp/platform-web-build.log
  exit 1
}

pids=()
cleanup() {
  trap - EXIT INT TERM
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT INT TERM

wait_for() {
  local url="$1" name="$2"
  for _ in $(seq 1 120); do
    if node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$url"; then
      return 0
    fi
    sleep 0.5
  done
  echo "$name did not answer at $url within 60 s" >&2
  exit 1
}

echo "==> Starting the sandbox game provider (pg) on http://127.0.0.1:$GAME_PROVIDER_PORT"
npx tsx scripts/dev-game-provider.ts --port "$GAME_PROVIDER_PORT" --wallet "http://$HOST:$API_PORT" &
pids+=($!)

# The provider's URL before the development values below fill the rest: a port of its own moves it.
export PAYMENT_PROVIDER_URL="${PAYMENT_PROVIDER_URL:-http://127.0.0.1:$PAYMENT_PROVIDER_PORT}"
# The same for the advertiser sandbox (the offer links' `{sandbox}` base).
export ADVERTISER_SANDBOX_URL="${ADVERTISER_SANDBOX_URL:-http://127.0.0.1:$ADVERTISER_SANDBOX_PORT}"
# The demo's "Complete" on the sandbox comes seconds after the click: pay it at once rather than flag it
# too fast for an operator (production leaves the cap unset; the rule itself is in fraud/fraud-rules.ts).
export TASKLIB_FRAUD_MIN_CONVERT_CAP_SECONDS="${TASKLIB_FRAUD_MIN_CONVERT_CAP_SECONDS:-0}"

echo "==> Starting the API on http://$HOST:$API_PORT (SQLite in ./data)"
WEB_ORIGINS="http://127.0.0.1:$WEB_PORT,http://localhost:$WEB_PORT,http://$HOST:$WEB_PORT"
# The secrets production requires: the public development values (scripts/dev-secrets.env) unless set
# (the start-up log warns). The sandbox provider plays as `pg`.
while IFS='=' read -r key value; do
  [[ -z "$key" || "$key" == \#* || -n "${!key:-}" ]] || export "$key=$value"
done < scripts/dev-secrets.env
echo "==> Starting the sandbox payment provider on $PAYMENT_PROVIDER_URL (checkout: Sandbox Pay)"
# Key and webhook secret from the environment (the same values the API reads); webhooks to the API.
npx tsx scripts/dev-payment-provider.ts --port "$PAYMENT_PROVIDER_PORT" \
  --webhook-url "http://$HOST:$API_PORT/provider/payments/webhook" &
pids+=($!)
wait_for "http://127.0.0.1:$PAYMENT_PROVIDER_PORT/health" "The sandbox payment provider"
echo "==> Starting the advertiser sandbox on $ADVERTISER_SANDBOX_URL (offer links, signed postbacks)"
# The networks' secrets from the environment (the same values the API reads); postbacks to the API.
npx tsx scripts/dev-advertiser.ts --port "$ADVERTISER_SANDBOX_PORT" --api "http://$HOST:$API_PORT" &
pids+=($!)
wait_for "http://127.0.0.1:$ADVERTISER_SANDBOX_PORT/health" "The advertiser sandbox"

SOCIAL_NETWORK_URL="http://127.0.0.1:$SOCIAL_NETWORK_PORT"
echo "==> Starting the dev social network on $SOCIAL_NETWORK_URL (follow tasks: OAuth sign-in, follow pages)"
# The dev OIDC server in its social network mode (scripts/dev-social-network.ts); the web's follow task
# page is its redirect URI in every locale. The API is pointed at it unless SOCIAL_NETWORKS is set.
social_origins=("http://127.0.0.1:$WEB_PORT" "http://localhost:$WEB_PORT")
[[ "$HOST" == 127.0.0.1 || "$HOST" == localhost ]] || social_origins+=("http://$HOST:$WEB_PORT")
social_redirects=()
for locale in en-US vi-VN zh-CN ja-JP ko-KR th-TH id-ID ms-MY es-MX pt-BR fr-FR ru-RU tr-TR; do
  for origin in "${social_origins[@]}"; do
    social_redirects+=(--redirect-uri "$origin/$locale/profile/followTask")
  done
done
npx tsx scripts/dev-oidc-server.ts --social --media-type x_dev --name 'X (dev)' --port "$SOCIAL_NETWORK_PORT" \
  --client-id web-social "${social_redirects[@]}" >/dev/null &
pids+=($!)
wait_for "$SOCIAL_NETWORK_URL/.well-known/openid-configuration" "The dev social network"
export SOCIAL_NETWORKS="${SOCIAL_NETWORKS:-$(npx tsx -e "import { socialNetworksFor } from './scripts/dev-oidc-server.ts'; process.stdout.write(socialNetworksFor({ issuer: '$SOCIAL_NETWORK_URL' }, 'web-social'))")}"

NODE_ENV=production HOST="$HOST" PORT="$API_PORT" \
  CORS_ORIGINS="$WEB_ORIGINS" OPS_CONSOLE_ORIGINS="${OPS_CONSOLE_ORIGINS:-$WEB_ORIGINS}" \
  GAME_PROVIDER_PG_URL="${GAME_PROVIDER_PG_URL:-http://127.0.0.1:$GAME_PROVIDER_PORT/game}" \
  GAME_PROVIDER_PG_SECRET="${GAME_PROVIDER_PG_SECRET:-development-only-sandbox-provider-secret0}" \
  npx tsx apps/api/src/server.ts &
pids+=($!)
wait_for "http://$HOST:$API_PORT/healthz" "The API"

echo "==> Starting the web app on http://$HOST:$WEB_PORT"
(cd apps/web && API_BASE_URL="http://$HOST:$API_PORT" exec npx next start -p "$WEB_PORT" -H "$HOST") &
pids+=($!)
wait_for "http://$HOST:$WEB_PORT/vi-VN" "The web app"

cat <<MSG

  The platform is running.
    Open:      http://$HOST:$WEB_PORT/
    API:       http://$HOST:$API_PORT   (OpenAPI: http://$HOST:$API_PORT/docs)
    Payments:  $PAYMENT_PROVIDER_URL   (the sandbox provider's test mode)
    Offers:    $ADVERTISER_SANDBOX_URL   (the advertiser sandbox; demo: npx tsx scripts/dev-advertiser.ts send --click <id>)
    Network:   $SOCIAL_NETWORK_URL   (the dev social network of follow tasks: sign in with any name; follow at /follow/<handle>)
  Press Ctrl-C to stop.

MSG
# Exit (and stop the other) as soon as either process ends.
wait -n "${pids[@]}"
