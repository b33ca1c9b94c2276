#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL cluster for tests and benchmarks.
#   scripts/pg-cluster.sh start DIR PORT   → prints the connection URL on its last line
#   scripts/pg-cluster.sh stop DIR
#   scripts/pg-cluster.sh crash DIR        → pg_ctl stop -m immediate: no shutdown checkpoint, as in a crash
# fsync is off (the OS keeps what was written unless the machine itself dies); commits wait for
# their WAL write unless PG_FAST_COMMIT=1, which trades the last commits of a crash for speed.
# initdb and pg_ctl refuse to run as root, so as root they run as the postgres user.
set -euo pipefail
cmd=${1:?start or stop}
dir=${2:?data directory}
port=${3:-55432}
bin=${PG_BIN:-/usr/lib/postgresql/15/bin}
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "$cmd" in
  start)
    mkdir -p "$dir"
    if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi
    if [ ! -f "$dir/data/PG_VERSION" ]; then
      as_pg "$bin/initdb" -D "$dir/data" --auth=trust --username=postgres --encoding=UTF8 >"$dir/initdb.log" 2>&1
    fi
    mkdir -p "$dir/sock"
    if [ "$(id -u)" = 0 ]; then chown postgres "$dir/sock"; fi
    commit=on
    if [ "${PG_FAST_COMMIT:-0}" = 1 ]; then commit=off; fi
    as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir/sock -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=$commit -c full_page_writes=off -c max_connections=200" start >/dev/null
    echo "postgresql://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    ;;
  crash)
    as_pg "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null
    ;;
  *)
    echo "usage: $0 start DIR [PORT] | stop DIR | crash DIR" >&2
    exit 2
    ;;
esac
