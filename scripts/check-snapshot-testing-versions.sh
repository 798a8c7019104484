#!/usr/bin/env bash
# Type-checks the swift-snapshot-testing strategy (Sources/TableSnapshotStrategy) against that
# library's SnapshotTesting module at each TAG given: the versions Package.swift accepts
# (docs/snapshots.md, "Versions"). The suite itself runs against the one Package.resolved pins.
#
#   swift build --target TableSnapshotStrategy     # tablesnap's own modules, once
#   scripts/check-snapshot-testing-versions.sh CLONE 1.15.0 1.16.0 1.17.0 1.18.0
#
# CLONE is a git clone of pointfreeco/swift-snapshot-testing that has the tags. Each tag's
# SnapshotTesting module is built on its own (it has no dependencies up to 1.18); prints
# "TAG: ok" or the compiler's errors, and exits 1 if any tag fails.
set -euo pipefail

[ $# -ge 2 ] || { echo "usage: $0 CLONE TAG..." >&2; exit 64; }
clone=$1; shift
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bin=$(swift build --show-bin-path)
[ -f "$bin/Modules/TableSnapshot.swiftmodule" ] || { echo "build first: swift build --target TableSnapshotStrategy" >&2; exit 2; }

# SwiftPM's package name for the root package: its folder's name, as an identifier.
package=$(basename "$root" | tr 'A-Z' 'a-z' | sed 's/[^a-z0-9]/_/g')
# The C modules tablesnap's Swift modules import, as SwiftPM passes them.
cflags=()
for map in Sources/C*/module.modulemap "$bin"/*.build/module.modulemap .build/checkouts/Yams/Sources/CYaml/include/module.modulemap; do
    [ -f "$map" ] && cflags+=(-Xcc "-fmodule-map-file=$map")
done
for flag in $(pkg-config --cflags cairo harfbuzz fribidi libpng libdeflate 2>/dev/null) -ISources/CPNGRows/include \
            -I.build/checkouts/Yams/Sources/CYaml/include; do
    cflags+=(-Xcc "$flag")
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
for tag in "$@"; do
    mkdir -p "$work/$tag/src" "$work/$tag/module"
    git -C "$clone" archive "$tag" Sources/SnapshotTesting | tar -x -C "$work/$tag/src"
    if ! swiftc -emit-module -module-name SnapshotTesting -swift-version 5 -parse-as-library \
            -emit-module-path "$work/$tag/module/SnapshotTesting.swiftmodule" \
            $(find "$work/$tag/src" -name '*.swift') 2> "$work/$tag/module.log"; then
        echo "$tag: SnapshotTesting did not build"; grep error: "$work/$tag/module.log" | head -20; failed=1; continue
    fi
    if swiftc -typecheck -swift-version 6 -module-name TableSnapshotStrategy -package-name "$package" -I "$work/$tag/module" -I "$bin/Modules" \
            "${cflags[@]}" Sources/TableSnapshotStrategy/*.swift; then
        echo "$tag: ok"
    else
        echo "$tag: the strategy does not type-check"; failed=1
    fi
done
exit $failed
