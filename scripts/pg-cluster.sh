#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL cluster for tests and benchmarks.
#   scripts/pg-cluster.sh start DIR PORT   → prints the connection URL on its last line
#   scripts/pg-cluster.sh stop DIR
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
    as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir/sock -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
    echo "postgresql://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    ;;
  *)
    echo "usage: $0 start DIR [PORT] | stop DIR" >&2
    exit 2
    ;;
esac
