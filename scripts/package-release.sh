#!/usr/bin/env bash
# Packs a release build of tablesnap as install.sh downloads it (docs/ci.md, "Prebuilt
# binaries"); the release workflow runs it for each architecture, and the tests run it on
# the suite's own binary:
#
#   bash package-release.sh VERSION BINARY ARCH OUTDIR
#
# writes OUTDIR/tablesnap-VERSION-linux-ARCH.tar.gz (tablesnap, install-deps.sh, LICENSE),
# its checksum OUTDIR/tablesnap-VERSION-linux-ARCH.tar.gz.sha256 (`sha256sum` format), and
# OUTDIR/install.sh, the installer of that release. ARCH is x86_64 or arm64.
set -euo pipefail

if [ $# -ne 4 ]; then sed -n '2,10p' "$0" >&2; exit 64; fi
version="$1" binary="$2" arch="$3" out="$4"
case "$arch" in x86_64|arm64) ;; *) echo "error: package-release.sh: ARCH is x86_64 or arm64, not '$arch'" >&2; exit 64 ;; esac
here="$(cd "$(dirname "$0")" && pwd)"
name="tablesnap-$version-linux-$arch"

stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/$name" "$out"
install -m 755 "$binary" "$stage/$name/tablesnap"
install -m 644 "$here/install-deps.sh" "$stage/$name/install-deps.sh"
install -m 644 "$here/../LICENSE" "$stage/$name/LICENSE"
# Sorted names, fixed owner and times: the same binary packs to the same bytes.
tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner --mtime='2000-01-01 00:00Z' -cf - "$name" | gzip -n -9 > "$out/$name.tar.gz.partial"
mv "$out/$name.tar.gz.partial" "$out/$name.tar.gz"
(cd "$out" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
install -m 644 "$here/install.sh" "$out/install.sh"
echo "$out/$name.tar.gz"
