#!/usr/bin/env bash
# Builds Galley's libFuzzer targets (Tests/Fuzz/Package.swift) with AddressSanitizer and runs each
# for SECONDS (default 60), seeded from the repository's own files. Not part of CI.
#
#   bash Tests/Fuzz/run.sh [SECONDS] [TARGET…]      targets: FuzzPNG FuzzScene FuzzDesign FuzzDisplayList
#                                                    FuzzShaping FuzzFont FuzzCompare
#
# Work folder: Tests/Fuzz/.build/work/<target>/{corpus,findings,log.txt}. A finding (crash-*, leak-*,
# timeout-*, oom-*) stays in findings/ and makes the script exit 1; turn it into a regression test and
# fix it, and put the input under Regressions/<target>/ (replayed first on every run). The last line of
# each target's summary gives executions per second and coverage features.
# -timeout=60: every input runs in well under a second alone, but at -timeout=10 a run beside a build
# on 2 cores reported starved inputs as timeouts (three in 30 minutes, none reproducible alone).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
seconds="${1:-60}"; shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzPNG FuzzScene FuzzDesign FuzzDisplayList FuzzShaping FuzzFont FuzzCompare)

# `--sanitize fuzzer --sanitize address` would pass two `-sanitize=` flags, and swiftc keeps only the
# last: AddressSanitizer without coverage (libFuzzer then warns "Is the code instrumented for
# coverage?"). One combined flag instruments for both; `--sanitize fuzzer` makes SwiftPM link libFuzzer.
flags=(-c release --package-path "$here" --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xcc -fsanitize=address)
for t in "${targets[@]}"; do   # by product: the whole graph would also build `galley`, whose main.swift
  swift build "${flags[@]}" --product "$t" 2>&1 | grep -vE "warning: Cannot export local symbol" | tail -1   # cannot be a fuzzer
done
bin="$(swift build "${flags[@]}" --show-bin-path)"

seed() {   # seed TARGET CORPUS
  local t="$1" c="$2"
  case "$t" in
    FuzzPNG) find "$root/Tests/Fixtures/pngsuite" "$root/Goldens" -name '*.png' -size -200k -exec cp {} "$c/" \; ;;
    FuzzScene) find "$root/Goldens" "$root/Tests/Fixtures" -name '*.json' -size -100k | while read -r f; do
                 if grep -q '"sections"' "$f"; then cp "$f" "$c/"; fi; done ;;
    FuzzDesign) cp "$here/Seeds/FuzzDesign/"*.json "$c/" ;;   # Goldens' inline designs, the design tests' files
    FuzzFont) cp "$root/Fonts/Inter-Regular.otf" "$root/Fonts/DejaVuSans-Bold.ttf" "$c/"
              cp "$here/Seeds/FuzzFont/"* "$c/" 2>/dev/null || true ;;   # small generated fonts (Seeds/FuzzFont/README)
    FuzzDisplayList) find "$root/Goldens" "$root/Tests/Fixtures" -name '*.json' -size -100k | while read -r f; do
                 if grep -q '"commands"' "$f"; then cp "$f" "$c/"; fi; done ;;
    FuzzShaping) printf 'AHello, world' > "$c/en"; printf 'B\xd9\x85\xd8\xb1\xd8\xad\xd8\xa8\xd8\xa7 12:30' > "$c/ar"
                 printf 'C\xd7\xa9\xd7\x9c\xd7\x95\xd7\x9d $9.99 82%%' > "$c/he"; printf 'D\xec\x95\x88\xeb\x85\x95\xed\x95\x98\xec\x84\xb8\xec\x9a\x94' > "$c/ko"
                 printf 'E\xf0\x9f\x91\xa8\xe2\x80\x8d\xf0\x9f\x91\xa9\xe2\x80\x8d\xf0\x9f\x91\xa7 \xf0\x9f\x87\xaf\xf0\x9f\x87\xb5 1\xef\xb8\x8f\xe2\x83\xa3' > "$c/emoji"
                 printf 'F\xe2\x80\xab\xe2\x80\xaeabc\xe2\x81\xa6def\xe2\x80\xac\xcc\x81\xcc\x81' > "$c/bidi" ;;
    FuzzCompare) head -c 4096 "$root/Tests/Fixtures/pixelmatch/"*1a.png > "$c/a" 2>/dev/null || printf '\x10\x10\x10\x10abcdefgh' > "$c/a" ;;
  esac
}

status=0
for t in "${targets[@]}"; do
  work="$here/.build/work/$t"; mkdir -p "$work/corpus" "$work/findings"
  # Earlier findings first (Regressions/README.md): each file once, leaks checked; any report fails.
  if [ -d "$here/Regressions/$t" ] && ls "$here/Regressions/$t"/* >/dev/null 2>&1; then
    if "$bin/$t" "$here/Regressions/$t"/* > "$work/regressions.txt" 2>&1; then
      echo "== $t regressions: $(ls "$here/Regressions/$t" | wc -l) inputs, no report"
    else
      echo "== $t regressions FAILED (see $work/regressions.txt)"; grep -E "ERROR|SUMMARY" "$work/regressions.txt" | head -3; status=1
    fi
  fi
  [ -n "$(ls -A "$work/corpus")" ] || seed "$t" "$work/corpus"
  dict=()
  case "$t" in FuzzPNG) dict=(-dict="$here/Dictionaries/png.dict") ;; FuzzScene|FuzzDesign|FuzzDisplayList) dict=(-dict="$here/Dictionaries/json.dict") ;; esac
  maxlen=65536; [ "$t" = FuzzShaping ] && maxlen=4096; [ "$t" = FuzzFont ] && maxlen=800000   # DejaVu Sans Bold: 709 kB
  echo "== $t for ${seconds}s (corpus: $(ls "$work/corpus" | wc -l) files)"
  ( cd "$work/findings" && "$bin/$t" "$work/corpus" "${dict[@]}" -max_total_time="$seconds" -max_len=$maxlen \
      -timeout=60 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$work/findings/" ) > "$work/log.txt" 2>&1 || status=1
  grep -E "^#[0-9]+.*(DONE|pulse|NEW)" "$work/log.txt" | tail -1 || true
  grep -E "stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb" "$work/log.txt" || true
  ls "$work/findings" | sed 's/^/   finding: /' || true
done
exit $status
