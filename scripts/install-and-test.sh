#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine with Node 20, then runs every check.
# Browsers cannot be downloaded by test tools here, so the browser tests use Debian's chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the browser tests…"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

npm ci --no-audit --no-fund
npm test
