#!/usr/bin/env bash
# What `npm test` runs: every check the project has, in order, ending on the plain line
# `N passed, N failed` (vitest's and Playwright's test counts added up, plus one for the route byte
# budgets; a failed step that has no test counts of its own — schema check, typecheck, build —
# counts as one failure).
# Steps go on after a failure where the later ones still mean something; exit non-zero on any.
#
# Env: TEST_COUNTS_FILE  where to also write "passed failed" (default .tmp/test-counts)
#      SKIP_E2E=1        stop after the build (no browser tests)
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
mkdir -p .tmp
counts_file="${TEST_COUNTS_FILE:-.tmp/test-counts}"
vitest_json=.tmp/vitest-results.json
pw_json=.tmp/playwright-summary.json
rm -f "$counts_file" "$vitest_json" "$pw_json"

passed=0
failed=0
failed_steps=()

step() { printf '\n=== %s ===\n' "$1"; }
fail_step() {
  failed_steps+=("$1")
  failed=$((failed + ${2:-1}))
}
finish() {
  if [[ ${#failed_steps[@]} -gt 0 ]]; then
    printf '\nFailed steps: %s\n' "${failed_steps[*]}"
  fi
  # The failed tests by name (and the e2e tests that passed only on their retry).
  if [[ -x node_modules/.bin/tsx ]]; then
    node_modules/.bin/tsx scripts/list-failures.ts "$vitest_json" "$pw_json" || true
  fi
  echo "$passed $failed" >"$counts_file"
  printf '\n%d passed, %d failed\n' "$passed" "$failed"
  [[ $failed -eq 0 && ${#failed_steps[@]} -eq 0 ]]
}

# Reads "passed failed" out of a JSON file with the given field names; prints nothing if unreadable.
read_counts() {
  node -e '
    const [file, p, f] = process.argv.slice(1);
    try {
      const j = JSON.parse(require("fs").readFileSync(file, "utf8"));
      if (Number.isInteger(j[p]) && Number.isInteger(j[f])) console.log(j[p] + " " + j[f]);
    } catch {}
  ' "$1" "$2" "$3"
}

step 'system dependencies'
if ! bash scripts/ensure-system-deps.sh; then
  fail_step system-deps
  finish || exit 1
fi

step 'schema check (npm run check)'
npm run --silent check || fail_step schema-check

step 'typecheck (tsc --noEmit)'
npx tsc -p tsconfig.json --noEmit || fail_step typecheck

step 'lint and format (eslint, prettier)'
npm run --silent lint || fail_step lint

step 'unit and server tests (vitest)'
vitest_rc=0
npx vitest run --reporter=default --reporter=json --outputFile="$vitest_json" || vitest_rc=$?
vitest_counts="$(read_counts "$vitest_json" numPassedTests numFailedTests)"
if [[ -n "$vitest_counts" ]]; then
  read -r p f <<<"$vitest_counts"
  passed=$((passed + p))
  if [[ $vitest_rc -ne 0 && $f -eq 0 ]]; then
    fail_step vitest # failed outside any test (a file that does not import, a hook, …)
  elif [[ $f -gt 0 ]]; then
    fail_step vitest "$f"
  fi
elif [[ $vitest_rc -ne 0 ]]; then
  fail_step vitest
fi

step 'build (vite build)'
build_ok=1
# --manifest: the route byte budgets below read what each chunk imports from dist/.vite/.
npx vite build --manifest || { build_ok=0; fail_step build; }

if [[ $build_ok -eq 1 ]]; then
  step 'route byte budgets (bench/route-budgets.ts)'
  if npx tsx bench/route-budgets.ts --check dist; then
    passed=$((passed + 1))
  else
    fail_step route-budgets
  fi
fi

if [[ "${SKIP_E2E:-0}" == 1 ]]; then
  echo 'SKIP_E2E=1: end-to-end tests skipped'
elif [[ $build_ok -eq 0 ]]; then
  echo 'end-to-end tests not run: the build failed'
else
  step 'end-to-end tests (playwright)'
  pw_rc=0
  PW_SUMMARY_FILE="$pw_json" npx playwright test || pw_rc=$?
  pw_counts="$(read_counts "$pw_json" passed failed)"
  if [[ -n "$pw_counts" ]]; then
    read -r p f <<<"$pw_counts"
    passed=$((passed + p))
    if [[ $pw_rc -ne 0 && $f -eq 0 ]]; then
      fail_step e2e
    elif [[ $f -gt 0 ]]; then
      fail_step e2e "$f"
    fi
  elif [[ $pw_rc -ne 0 ]]; then
    fail_step e2e
  fi
fi

finish
