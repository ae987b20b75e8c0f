#!/usr/bin/env bash
# Builds the app into private folders (apps/*/dist-NAME) and runs browser specs against that build
# on PORT, so several people can run e2e side by side without rebuilding each other's dist.
# Usage: scripts/e2e-isolated.sh NAME PORT [playwright args, e.g. e2e/payroll.spec.ts]
set -euo pipefail
name=$1; port=$2; shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
(cd "$root/apps/web" && npx vite build --outDir "dist-$name" --emptyOutDir >/dev/null)
(cd "$root/apps/server" && npx tsup --out-dir "dist-$name" >/dev/null)
cd "$root"
E2E_PORT=$port E2E_SERVER_ENTRY="apps/server/dist-$name/server.js" E2E_WEB_DIST="apps/web/dist-$name" npx playwright test "$@"
