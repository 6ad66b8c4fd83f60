#!/bin/sh
# Spoken-style lines piped into `hush --speak`, as a voice assistant would send them. Where espeak-ng is
# installed, the answers are also spoken into voice-demo.wav. Runs on a throwaway store.
#
#   sh examples/voice/demo.sh [path/to/hush]
set -eu
HUSH=${1:-hush}
STORE=$(mktemp -d)
trap 'rm -rf "$STORE"' EXIT
ANSWERS=$(cat <<'LINES' | "$HUSH" --store "$STORE/store" --speak 2>&1 || true
new baby Eddie born 2025-09-01
she fell asleep twenty minutes ago
she woke up
made a four ounce bottle
she drank three and a half ounces
changed a wet diaper
how is eddie
LINES
)
printf '%s\n' "$ANSWERS"
if command -v espeak-ng >/dev/null 2>&1; then
    printf '%s\n' "$ANSWERS" | espeak-ng --stdin -w voice-demo.wav
    echo "Spoken into voice-demo.wav"
else
    echo "(install espeak-ng to hear the answers: apt-get install espeak-ng)"
fi
