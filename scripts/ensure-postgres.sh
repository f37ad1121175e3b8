# Sourced by test.sh: the machine's PostgreSQL at 127.0.0.1:5432 (started if it is installed but down).
export HAAT_PG_URL="${HAAT_PG_URL:-postgres://root@127.0.0.1:5432/test}"
if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  if command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start >&2 || true
    sleep 2
  fi
fi
