# Sourced by test-all.sh: starts a throwaway PostgreSQL 15 from /usr/lib/postgresql/15/bin
# (as the postgres user when run as root) on a free port (or PG_PORT) and exports TEST_DATABASE_URL;
# stops it on exit.
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
if [ -z "${TEST_DATABASE_URL:-}" ] && [ -x "$PG_BIN/initdb" ]; then
  PG_DIR=$(mktemp -d /tmp/sg-pg.XXXXXX)
  PG_PORT=${PG_PORT:-$(node scripts/free-port.mjs)}
  as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
  [ "$(id -u)" = 0 ] && chown postgres "$PG_DIR"
  as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
  as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -o "-h 127.0.0.1 -p $PG_PORT -k $PG_DIR" -l "$PG_DIR/log" -w -t 120 start >/dev/null
  stop_pg() { as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$PG_DIR"; }
  trap stop_pg EXIT
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  echo "Started a throwaway PostgreSQL on port $PG_PORT"
fi
