#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server on a loopback port, then stops it.
#   scripts/with-postgres.sh <command...>
# The command sees TEST_DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres (a superuser on a
# trust-auth server that listens on 127.0.0.1 only). The data directory is deleted afterwards.
set -euo pipefail

PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
if [[ -z "$PG_BIN" || ! -x "$PG_BIN/initdb" ]]; then
  echo "with-postgres: PostgreSQL server binaries not found; run scripts/install-test-deps.sh" >&2
  exit 1
fi

PORT="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')"
DATA_DIR="$(mktemp -d /tmp/pg-test.XXXXXX)"
RUN_AS=()
# PostgreSQL refuses to run as root; Debian's package creates the postgres user for it.
if [[ "$(id -u)" == "0" ]]; then
  chown postgres:postgres "$DATA_DIR"
  RUN_AS=(runuser -u postgres --)
fi

stop() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DATA_DIR" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$DATA_DIR"
}
trap stop EXIT

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DATA_DIR" -U postgres --auth=trust -E UTF8 >/dev/null
# fsync off: a test server's data is thrown away, and syncing would only slow the suite down.
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DATA_DIR" -l "$DATA_DIR/server.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $PORT -k $DATA_DIR -c fsync=off -c full_page_writes=off -c max_connections=200" start >/dev/null
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
