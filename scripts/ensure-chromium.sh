# Sourced by test.sh: Debian's Chromium for Playwright (never a browser download of Playwright's own).
if [ ! -x /usr/bin/chromium ]; then
  echo "haat: installing Debian chromium for the browser tests" >&2
  if [ "$(id -u)" = 0 ]; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core) >&2
  else
    (sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core) >&2
  fi
fi
