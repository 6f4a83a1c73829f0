#!/usr/bin/env bash
# Installs what the test suite needs beyond npm packages, when absent: Debian's PostgreSQL server
# (the API suite runs on it) and Debian's Chromium (Playwright drives it; no browser download).
set -euo pipefail

need=()
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then need+=(postgresql); fi
if [[ ! -x /usr/bin/chromium ]]; then need+=(chromium); fi
# fonts: Chromium renders the 13 locales' scripts (Thai, CJK, ...) in screenshots and tests.
if ! dpkg -s fonts-noto-cjk >/dev/null 2>&1; then need+=(fonts-noto-cjk fonts-noto-core); fi

if ((${#need[@]} == 0)); then
  echo "install-test-deps: PostgreSQL, Chromium and fonts already present"
  exit 0
fi

SUDO=()
if [[ "$(id -u)" != "0" ]]; then SUDO=(sudo); fi
echo "install-test-deps: installing ${need[*]} with apt-get"
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -qq
"${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
# Debian starts a cluster on port 5432 when it installs the server; the tests start their own.
if [[ " ${need[*]} " == *" postgresql "* ]] && command -v pg_lsclusters >/dev/null; then
  pg_lsclusters -h | while read -r version cluster _; do
    "${SUDO[@]}" pg_ctlcluster "$version" "$cluster" stop 2>/dev/null || true
  done
fi
echo "install-test-deps: done"
