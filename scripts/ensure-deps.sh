# Sourced by start.sh and test.sh: Node 24 on PATH and node_modules matching package-lock.json.
_here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$_here/node24.sh"
cd "$_here/.."
_lock_hash="$(sha256sum package-lock.json | cut -c1-16)"
if [ ! -f node_modules/.haat-lock-hash ] || [ "$(cat node_modules/.haat-lock-hash)" != "$_lock_hash" ]; then
  echo "haat: installing dependencies (npm ci)" >&2
  npm ci --no-audit --no-fund --loglevel=error >&2 || { echo "haat: npm ci failed" >&2; exit 1; }
  echo "$_lock_hash" > node_modules/.haat-lock-hash
fi
unset _here _lock_hash
