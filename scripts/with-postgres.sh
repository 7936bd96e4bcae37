#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster on loopback, exported as TEST_DATABASE_URL.
# Installs Debian's postgresql when missing (as root). Usage: scripts/with-postgres.sh <command…>
# fsync is off (tests); PG_FSYNC=on for durable commits (bench/gateway/onPostgres.ts).
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  apt-get update -qq && apt-get install -y -qq postgresql >/dev/null
fi
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
# Below Linux's ephemeral range (32768-60999): no outgoing connection can hold it. 55432 was in it, and a CI run
# failed when a loopback connection of the e2e journeys had that local port ("Address already in use").
PORT=${PGPORT_TEST:-25432}
DIR=$(mktemp -d /tmp/pg-test-XXXXXX)
chown postgres "$DIR"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
cleanup() { as_pg "$PGBIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$DIR"; }
trap cleanup EXIT
as_pg "$PGBIN/initdb" -D "$DIR/data" -U postgres -A trust >/dev/null
# A cluster that does not start says why (its log goes with the cluster's directory).
as_pg "$PGBIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=${PG_FSYNC:-off}" -w -l "$DIR/log" start >/dev/null ||
  { cat "$DIR/log" >&2; exit 1; }
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
"$@"
