#!/usr/bin/env bash
# Writes each app of apps.tsv, at its listed commit, from a mirror of its repository into
# APPS/<app>, for evaluate.py and evaluate-all.py:
#   Benchmarks/app-lint/snapshots.sh MIRRORS APPS [development|measuring]
# MIRRORS holds one bare repository per app, named as `fetch` names them (<owner>+<name>/repo).
# An app already in APPS is left alone. A mirror may lack its largest blobs (images, media):
# then the tree is written blob by blob, leaving those out, rather than stopping half-way.
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 MIRRORS APPS [development|measuring]" >&2; exit 2; }
mirrors=$1 apps=$2 purpose=${3:-}
table="$(dirname "$0")/apps.tsv"
mkdir -p "$apps"
awk -F'\t' -v p="$purpose" '$1 !~ /^#/ && $1 != "app" && (p == "" || $6 == p) { print $1, $2, $3 }' "$table" |
while read -r app repository commit; do
  into=$apps/$app
  [ -d "$into" ] && continue
  git_dir=$mirrors/${repository/\//+}/repo
  if [ ! -d "$git_dir" ]; then echo "$app: no mirror at $git_dir"; continue; fi
  rm -rf "$into.part"; mkdir -p "$into.part"
  # pipefail: a `git archive` that stops at a missing blob must not pass for a whole tree.
  if ! git --git-dir="$git_dir" archive "$commit" 2>/dev/null | tar -x -C "$into.part" 2>/dev/null; then
    rm -rf "$into.part"; mkdir -p "$into.part"
    git --git-dir="$git_dir" ls-tree -r -z "$commit" | while IFS= read -r -d '' line; do
      read -r _ type object <<< "${line%%$'\t'*}"
      path=${line#*$'\t'}
      [ "$type" = blob ] || continue
      mkdir -p "$into.part/$(dirname "$path")"
      git --git-dir="$git_dir" cat-file blob "$object" > "$into.part/$path" 2>/dev/null || rm -f "$into.part/$path"
    done
    echo "$app: written blob by blob (some blobs are not in the mirror)"
  fi
  mv "$into.part" "$into"
done
