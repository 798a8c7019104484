#!/usr/bin/env bash
# Installs tablesnap on a Debian machine from any CI or shell, outside tablesnap's own
# checkout (docs/ci.md, "Any other CI"):
#
#   bash install.sh [--version X.Y.Z] [--source DIR] [--prefix DIR] [--cache DIR]
#
# 1. the system packages tablesnap builds and draws with (scripts/install-deps.sh of that
#    version; only what is missing, so a prepared image needs no network),
# 2. tablesnap's source: DIR given with --source, else a shallow clone of tag vX.Y.Z of
#    $TABLESNAP_REPOSITORY,
# 3. a release build of it (static Swift runtime), kept in the cache folder under a hash of
#    the source, so a cached CI job skips the build and a changed source never reuses one,
# 4. the binary copied to PREFIX/bin (default /usr/local/bin), and `tablesnap --version`.
#
# --print-cache-key prints the hash the build is kept under and exits.
set -euo pipefail

# The release this script installs by default: the version of the checkout it comes from
# (Sources/TablesnapCommands/Version.swift; a test checks they agree).
version="0.2.0"
repository="${TABLESNAP_REPOSITORY:-https://github.com/tablesnap/tablesnap}"
source_dir=""
prefix="${PREFIX:-/usr/local}"
cache="${TABLESNAP_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/tablesnap}"
print_key=false

while [ $# -gt 0 ]; do
  case "$1" in
    --version) version="${2:?--version needs X.Y.Z}"; shift 2 ;;
    --source) source_dir="${2:?--source needs a folder}"; shift 2 ;;
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --cache) cache="${2:?--cache needs a folder}"; shift 2 ;;
    --print-cache-key) print_key=true; shift ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    *) echo "error: install.sh: unknown argument '$1' (see --help)" >&2; exit 64 ;;
  esac
done

say() { if [ "$print_key" = false ]; then echo "tablesnap install: $*"; fi; }

if [ -z "$source_dir" ]; then
  source_dir="$cache/source-$version"
  if [ ! -f "$source_dir/Package.swift" ]; then
    say "fetching v$version from $repository"
    rm -rf "$source_dir.partial"
    git clone --quiet --depth 1 --branch "v$version" "$repository" "$source_dir.partial"
    mv "$source_dir.partial" "$source_dir"
  fi
fi
source_dir="$(cd "$source_dir" && pwd)"

# The build's key: every file the build reads, by content (not by tag or date: a moved tag or
# a local change gets a build of its own).
key="$(cd "$source_dir" && find Package.swift Sources -type f -print0 | LC_ALL=C sort -z \
  | xargs -0 sha256sum | sha256sum | cut -c1-16)"
if [ "$print_key" = true ]; then echo "$key"; exit 0; fi

say "system packages"
bash "$source_dir/scripts/install-deps.sh"

built="$cache/build-$key/tablesnap"
if [ -x "$built" ]; then
  say "using the cached build $built"
else
  say "building tablesnap in release mode (a few minutes)"
  scratch="$cache/scratch"
  (cd "$source_dir" && swift build -c release --product tablesnap --static-swift-stdlib --scratch-path "$scratch")
  mkdir -p "$cache/build-$key"
  cp "$scratch/release/tablesnap" "$built.partial"
  mv "$built.partial" "$built"
fi

mkdir -p "$prefix/bin"
install -m 755 "$built" "$prefix/bin/tablesnap"
say "installed $prefix/bin/tablesnap $("$prefix/bin/tablesnap" --version)"
