#!/usr/bin/env bash
# Makes sure the system packages the end-to-end tests need are present: Debian's Chromium (the
# tests cannot download a browser of their own) and a CJK font (otherwise Chinese text renders as
# boxes in failure screenshots). Fast and silent when both are already there.
#
# Usage: bash scripts/ensure-system-deps.sh [extra-debian-package ...]
#   Extra packages (e.g. postgresql from .ci/run) are installed in the same apt transaction when
#   their main binary is missing; pass them as "package:probe-command-or-path".
set -euo pipefail

missing=()

have_chromium() {
  [[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]] || command -v chromium >/dev/null 2>&1
}
have_cjk_font() {
  command -v fc-list >/dev/null 2>&1 || return 1
  # Read the whole list first: `fc-list | grep -q` can die of SIGPIPE and fail under pipefail.
  local fonts
  fonts="$(fc-list 2>/dev/null || true)"
  grep -qi 'Noto.*CJK' <<<"$fonts"
}

have_chromium || missing+=(chromium)
command -v fc-list >/dev/null 2>&1 || missing+=(fontconfig) # fc-list, to tell the font is there
have_cjk_font || missing+=(fonts-noto-cjk)

for spec in "$@"; do
  pkg="${spec%%:*}"
  probe="${spec#*:}"
  [[ "$probe" == "$spec" ]] && probe="$pkg"
  if [[ "$probe" == /* ]]; then
    # A path or glob: present when at least one match exists.
    compgen -G "$probe" >/dev/null || missing+=("$pkg")
  else
    command -v "$probe" >/dev/null 2>&1 || missing+=("$pkg")
  fi
done

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi

if [[ "$(id -u)" -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-system-deps: installing ${missing[*]} with apt-get" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  # fc-cache runs in the font package's trigger, but be sure the new font is visible right away.
  if command -v fc-cache >/dev/null 2>&1; then fc-cache -f >/dev/null 2>&1 || true; fi
  exit 0
fi

echo "ensure-system-deps: missing system packages; install them with: sudo apt-get install -y ${missing[*]}" >&2
exit 1
