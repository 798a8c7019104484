#!/usr/bin/env bash
# Installs tablesnap on a Debian machine from any CI or shell, outside tablesnap's own
# checkout (docs/ci.md, "Any other CI"):
#
#   bash install.sh [--version X.Y.Z] [--prefix DIR] [--cache DIR] [--sha256 HASH]
#   bash install.sh --from-source [--version X.Y.Z] [--source DIR] [--prefix DIR] [--cache DIR]
#
# By default, the prebuilt binary of release vX.Y.Z for this machine (linux x86_64 or arm64):
# 1. tablesnap-X.Y.Z-linux-ARCH.tar.gz and its .sha256 from $TABLESNAP_DOWNLOADS/vX.Y.Z
#    (the GitHub release's files), kept in the cache folder; the tarball's SHA-256 must be
#    the checksum file's (or --sha256 HASH's), else nothing is installed,
# 2. the libraries and fonts it draws with (its install-deps.sh --runtime; only what is
#    missing, so a prepared image needs no network),
# 3. the binary copied to PREFIX/bin (default /usr/local/bin), and `tablesnap --version`.
# With --from-source (or TABLESNAP_FROM_SOURCE=true): the system packages, the source (DIR
# given with --source, else a shallow clone of tag vX.Y.Z of $TABLESNAP_REPOSITORY), a
# release build kept in the cache under a hash of the source and the Swift toolchain.
#
# --print-cache-key prints the hash a source build is kept under and exits.
set -euo pipefail

# The release this script installs by default: the version of the checkout it comes from
# (Sources/TablePipeline/TablesnapVersion.swift; a test checks they agree).
version="0.4.0"
repository="${TABLESNAP_REPOSITORY:-https://github.com/tablesnap/tablesnap}"
downloads="${TABLESNAP_DOWNLOADS:-https://github.com/tablesnap/tablesnap/releases/download}"
from_source="${TABLESNAP_FROM_SOURCE:-false}"
source_dir=""
prefix="${PREFIX:-/usr/local}"
cache="${TABLESNAP_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/tablesnap}"
pinned=""
print_key=false

while [ $# -gt 0 ]; do
  case "$1" in
    --version) version="${2:?--version needs X.Y.Z}"; shift 2 ;;
    --from-source) from_source=true; shift ;;
    --source) source_dir="${2:?--source needs a folder}"; from_source=true; shift 2 ;;
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --cache) cache="${2:?--cache needs a folder}"; shift 2 ;;
    --sha256) pinned="${2:?--sha256 needs the SHA-256 of the tarball}"; shift 2 ;;
    --print-cache-key) print_key=true; from_source=true; shift ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) echo "error: install.sh: unknown argument '$1' (see --help)" >&2; exit 64 ;;
  esac
done

say() { if [ "$print_key" = false ]; then echo "tablesnap install: $*"; fi; }
fail() { echo "error: install.sh: $*" >&2; exit 1; }

# Copies URL to FILE (through FILE.partial, so an interrupted download is never used).
download() {
  rm -f "$2.partial"
  local got=0
  if command -v curl >/dev/null; then curl -fsSL --retry 3 -o "$2.partial" "$1" || got=$?
  elif command -v wget >/dev/null; then wget -q -O "$2.partial" "$1" || got=$?
  else fail "needs curl or wget to download $1 (apt-get install curl), or --from-source"; fi
  if [ "$got" -ne 0 ]; then
    rm -f "$2.partial"
    fail "could not download $1: is v$version released with a build for linux $arch? (--from-source builds one)"
  fi
  mv "$2.partial" "$2"
}

install_binary() {
  mkdir -p "$prefix/bin"
  install -m 755 "$1" "$prefix/bin/tablesnap.partial"
  mv "$prefix/bin/tablesnap.partial" "$prefix/bin/tablesnap"
  say "installed $prefix/bin/tablesnap $("$prefix/bin/tablesnap" --version)"
}

if [ "$from_source" != true ]; then
  case "$(uname -m)" in
    x86_64|amd64) arch=x86_64 ;;
    aarch64|arm64) arch=arm64 ;;
    *) fail "no prebuilt tablesnap for $(uname -m); build it with --from-source" ;;
  esac
  name="tablesnap-$version-linux-$arch"
  release="$cache/release-$version-$arch"
  if [ ! -x "$release/$name/tablesnap" ]; then
    mkdir -p "$cache"
    say "downloading $name from $downloads/v$version"
    download "$downloads/v$version/$name.tar.gz" "$cache/$name.tar.gz"
    if [ -n "$pinned" ]; then expected="$pinned"; else
      download "$downloads/v$version/$name.tar.gz.sha256" "$cache/$name.tar.gz.sha256"
      expected="$(cut -d' ' -f1 < "$cache/$name.tar.gz.sha256")"
    fi
    actual="$(sha256sum "$cache/$name.tar.gz" | cut -d' ' -f1)"
    if [ "$actual" != "$expected" ]; then
      rm -f "$cache/$name.tar.gz" "$cache/$name.tar.gz.sha256"
      fail "$name.tar.gz has SHA-256 $actual, not the release's $expected: refused (a corrupt or altered download); nothing installed"
    fi
    rm -rf "$release.partial" && mkdir -p "$release.partial"
    tar -xzf "$cache/$name.tar.gz" -C "$release.partial"
    rm -f "$cache/$name.tar.gz" "$cache/$name.tar.gz.sha256"
    rm -rf "$release" && mv "$release.partial" "$release"
  else
    say "using the cached download $release"
  fi
  say "libraries and fonts"
  bash "$release/$name/install-deps.sh" --runtime "$release/$name/tablesnap"
  install_binary "$release/$name/tablesnap"
  exit 0
fi

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
# a local change gets a build of its own), and the toolchain that compiles them (another
# Swift release builds again).
toolchain="$(swift --version 2>/dev/null || echo "no swift")"
key="$( { printf '%s\n' "$toolchain"; cd "$source_dir" && find Package.swift Sources -type f -print0 | LC_ALL=C sort -z \
  | xargs -0 sha256sum; } | sha256sum | cut -c1-16)"
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
install_binary "$built"
