# Sourced by test.sh: Debian's ffmpeg for the tape upload tests (poster frames, 9:16 checks) and npm run media.
if ! command -v ffmpeg > /dev/null || ! command -v ffprobe > /dev/null; then
  echo "haat: installing Debian ffmpeg for the tape tests" >&2
  if [ "$(id -u)" = 0 ]; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg) >&2
  else
    (sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ffmpeg) >&2
  fi
fi
