#!/usr/bin/env bash
# Brings what npm cannot: Debian's Chromium (the browser tests) and a Bangla system font (as every
# Android phone has; see docs/decisions/0012-bangla.md), plus pnpm 10 when it is missing.
# Node 22 is not installed here: `pnpm install` brings it from the npm registry as the `node`
# devDependency (docs/decisions/0001-node-22-from-npm.md). Idempotent; needs root (as on the CI
# and dev machines).
set -euo pipefail

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm -v | cut -d. -f1)" != "10" ]; then
  echo "setup: installing pnpm 10"
  # the README's prerequisite line; --prefix: /usr/local/bin is on PATH whatever node's prefix is.
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
