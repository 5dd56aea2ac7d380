#!/usr/bin/env bash
# A throwaway PostgreSQL server for the database store's tests (issue 35),
# used by .ci/run and for local runs:
#
#   eval "$(scripts/pg-test-server.sh start)"   # exports UMPIRE_TEST_PG=postgres://...
#   npx vitest run tests/state/log.test.ts
#   scripts/pg-test-server.sh stop
#
# Finds PostgreSQL's server binaries (initdb, pg_ctl) in /usr/lib/postgresql/*/bin
# or on PATH; when there are none and apt-get is there (CI runs as root on a
# fresh Debian machine), installs Debian's `postgresql` package. The server
# will not run as root: as root it runs as its own user, `umpire-pg` (created
# when absent), in a temporary folder owned by it. It listens on 127.0.0.1 on a
# free port (and on a unix socket in that folder), with password
# authentication: the superuser `umpire` and a random password, written only
# into the folder's `url` file (mode 600) and the printed export line.
# `stop` stops it and removes the folder. Messages go to stderr; stdout has
# only the export line.
set -u
DIR_FILE="${UMPIRE_PG_STATE:-${TMPDIR:-/tmp}/umpire-pg-test.where}"

say() { echo "pg-test-server: $*" >&2; }

find_bin() {
  local d
  for d in /usr/lib/postgresql/*/bin; do
    [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ] && { echo "$d"; return 0; }
  done
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
    return 0
  fi
  return 1
}

as_owner() {
  # Runs a command as the server's user (root cannot run the server).
  if [ "$(id -u)" -eq 0 ]; then
    if command -v runuser >/dev/null 2>&1; then runuser -u umpire-pg -- "$@"; else su -s /bin/sh umpire-pg -c "$(printf '%q ' "$@")"; fi
  else
    "$@"
  fi
}

start() {
  if [ -f "$DIR_FILE" ] && [ -f "$(cat "$DIR_FILE")/url" ]; then
    local d; d="$(cat "$DIR_FILE")"
    if as_owner "$(find_bin)/pg_ctl" -D "$d/data" status >/dev/null 2>&1; then
      echo "export UMPIRE_TEST_PG='$(cat "$d/url")'"
      return 0
    fi
  fi
  local bin
  if ! bin="$(find_bin)"; then
    if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" -eq 0 ]; then
      say "installing Debian's postgresql package"
      (export DEBIAN_FRONTEND=noninteractive; apt-get update -qq && apt-get install -y -qq --no-install-recommends postgresql) >/dev/null 2>&1 || { say "could not install postgresql"; return 1; }
      bin="$(find_bin)" || { say "postgresql installed but no initdb found"; return 1; }
    else
      say "no PostgreSQL server binaries (initdb, pg_ctl) and no way to install them"
      return 1
    fi
  fi
  if [ "$(id -u)" -eq 0 ] && ! id umpire-pg >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin umpire-pg 2>/dev/null \
      || adduser --system --no-create-home --group umpire-pg >/dev/null 2>&1 \
      || { say "could not create the user umpire-pg"; return 1; }
  fi
  local dir; dir="$(mktemp -d "${TMPDIR:-/tmp}/umpire-pg.XXXXXX")"
  chmod 700 "$dir"
  [ "$(id -u)" -eq 0 ] && chown umpire-pg "$dir"
  local pw; pw="$(node -e 'process.stdout.write(require("crypto").randomBytes(12).toString("hex"))')"
  local port; port="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})')"
  as_owner sh -c "umask 077; printf '%s\n' '$pw' > '$dir/pw'"
  if ! as_owner "$bin/initdb" -D "$dir/data" -U umpire --pwfile="$dir/pw" --auth=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$dir/initdb.out" 2>&1; then
    as_owner "$bin/initdb" -D "$dir/data" -U umpire --pwfile="$dir/pw" --auth=scram-sha-256 -E UTF8 --no-locale >"$dir/initdb.out" 2>&1 || { say "initdb failed: $(tail -3 "$dir/initdb.out")"; return 1; }
  fi
  as_owner rm -f "$dir/pw"
  if ! as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=200 -c fsync=off" start >/dev/null 2>&1; then
    say "the server did not start: $(tail -5 "$dir/server.log" 2>/dev/null)"
    return 1
  fi
  local url="postgres://umpire:$pw@127.0.0.1:$port/postgres"
  (umask 077; echo "$url" > "$dir/url")
  echo "$dir" > "$DIR_FILE"
  say "PostgreSQL on 127.0.0.1:$port (data in $dir)"
  echo "export UMPIRE_TEST_PG='$url'"
}

restart() {
  # Test-only: a server restarted under its clients (tests/state/pg-restart.test.ts).
  local dir; dir="$(cat "$DIR_FILE")"
  as_owner "$(find_bin)/pg_ctl" -D "$dir/data" -m fast -w -t 60 restart >/dev/null 2>&1 || { say "restart failed"; return 1; }
}

stop() {
  [ -f "$DIR_FILE" ] || return 0
  local dir; dir="$(cat "$DIR_FILE")"
  local bin; bin="$(find_bin)" || true
  if [ -n "${bin:-}" ] && [ -d "$dir/data" ]; then as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true; fi
  rm -rf "$dir" "$DIR_FILE"
  say "stopped"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  restart) restart ;;
  *) echo "usage: $0 start|stop|restart" >&2; exit 2 ;;
esac
