#!/usr/bin/env bash
# README command 1: install, build, migrate, load the demo catalogue on first start, serve the store.
set -euo pipefail
source "$(dirname "$0")/ensure-deps.sh"
echo "haat: building the storefront" >&2
npm run build --silent >&2
export NODE_ENV="${NODE_ENV:-production}"
# Settings from a .env file next to the README, when there is one (.env.example lists them).
env_file=()
[ -f .env ] && env_file=(--env-file=.env)
exec node "${env_file[@]}" apps/web/server.ts
