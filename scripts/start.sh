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
# V8 flags the store runs with (a smaller young generation, a heap that grows by half, and WebAssembly
# left on V8's baseline compiler, which keeps PGlite's start from peaking at ~725 MB: decisions 0797, 0814, 0831).
read -r -a node_options < apps/web/server.node-options
# glibc's allocator settings (decision 0806), unless already set: they must be in place before Node starts.
while IFS='=' read -r name value; do
  [ -n "$name" ] && [ -z "${!name+set}" ] && export "$name=$value"
done < apps/web/server.env
# The server compiled to JavaScript by the build (decision 0816).
exec node "${node_options[@]}" "${env_file[@]}" apps/web/build/node/server.js
