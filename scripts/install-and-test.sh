#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine with Node 20, then runs every check.
# Browsers cannot be downloaded by test tools here, so the browser tests use Debian's chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the browser tests need: chromium (browsers cannot be downloaded here) and nginx
# (the production build is also served through deploy/nginx.conf).
MISSING=()
[ -x /usr/bin/chromium ] || MISSING+=(chromium)
[ -x /usr/sbin/nginx ] || MISSING+=(nginx)
if [ ${#MISSING[@]} -gt 0 ]; then
  echo "Installing ${MISSING[*]} for the browser tests…"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${MISSING[@]}" >/dev/null
fi

npm ci --no-audit --no-fund
npm test
