#!/usr/bin/env bash
# Builds the C floors that docs/performance.md measures whole tablesnap processes against,
# into .build/floors/ (gcc -O2, the system's libpng):
#   png-diff   decode two PNGs with libpng and count differing pixels (floor of `tablesnap diff`)
#   deflate-levels  a render's scanlines deflated at every level (how the encoder's was chosen)
#   encode     a render's pixels encoded as PNGEncoder does, in C (floor of the PNG encoding)
#   feed       simdjson reading a JSON feed (floor of its load; needs libsimdjson-dev, skipped without)
#   edits      a C chunked structure of the height index's shape, timed inserts and deletes (floor of insert / delete)
#   query      one array of prefix sums in fresh memory, a binary search, the same rows as
#              `tablesnap query Examples/ten-million.yaml` (floor of `tablesnap query`)
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p .build/floors
cc -O2 -o .build/floors/png-diff scripts/floors/png-diff.c $(pkg-config --cflags --libs libpng)
cc -O2 -o .build/floors/deflate-levels scripts/floors/deflate-levels.c $(pkg-config --cflags --libs libdeflate zlib)
cc -O2 -o .build/floors/edits scripts/floors/edits.c
cc -O2 -o .build/floors/query scripts/floors/query.c
cc -O2 -o .build/floors/encode scripts/floors/encode.c $(pkg-config --cflags --libs libpng libdeflate)
c++ -O2 -o .build/floors/feed scripts/floors/feed.cpp -lsimdjson 2>/dev/null || echo "feed skipped: needs libsimdjson-dev"
# `tablesnap bench` builds query, edits, encode and feed itself, in its run.
echo "built .build/floors/"
