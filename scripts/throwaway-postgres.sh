#!/usr/bin/env bash
# A throwaway PostgreSQL 15 for tests and measurements: Debian's `postgresql` package (installed when
# missing), a new cluster in a temporary folder owned by an unprivileged user, on a loopback port.
#
#   scripts/throwaway-postgres.sh start [port]   # prints the connection URL on its last line
#   scripts/throwaway-postgres.sh stop
#
# The folder is /tmp/shop-pg-<port>; `stop` removes it. Nothing is kept between runs on purpose.
set -euo pipefail
cmd=${1:-start}
port=${2:-${PGPORT_THROWAWAY:-55432}}
dir=/tmp/shop-pg-$port

bin_dir() {
  local d
  d=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  [ -n "$d" ] && echo "$d"
}

as_owner() {
  # initdb and postgres refuse to run as root: use the package's `postgres` user when we are root.
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
  start)
    if [ -z "$(bin_dir)" ]; then
      echo "Installing PostgreSQL (Debian package)" >&2
      (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql) >&2
    fi
    bin=$(bin_dir)
    rm -rf "$dir" && mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    as_owner "$bin/initdb" -D "$dir/data" -U shop --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null
    as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U shop shop
    echo "postgres://shop@127.0.0.1:$port/shop"
    ;;
  stop)
    bin=$(bin_dir)
    if [ -d "$dir/data" ]; then as_owner "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null || true; fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop [port]" >&2
    exit 2
    ;;
esac
