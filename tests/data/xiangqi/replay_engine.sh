#!/bin/sh
# Plays back a recorded UCCI/UCI conversation as if it were the engine: each "> " line of the recording
# must be the next line read from standard input (otherwise this says so on standard error and stops),
# and each "< " line is written to standard output. Lines starting with '#' are the recording's header.
# The match runner's tests start it as an engine: the runner must say exactly what was said to the real
# engine, and it gets the real engine's answers.
# Usage: sh replay_engine.sh RECORDING
while IFS= read -r recorded; do
    case "$recorded" in
        '> '*)
            IFS= read -r said <&3 || exit 0
            said=$(printf '%s' "$said" | tr -d '\r')
            if [ "$said" != "${recorded#> }" ]; then
                printf 'replay: expected "%s", got "%s"\n' "${recorded#> }" "$said" >&2
                exit 1
            fi
            ;;
        '< '*) printf '%s\n' "${recorded#< }" ;;
    esac
done 3<&0 <"$1"
