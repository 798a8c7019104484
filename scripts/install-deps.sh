#!/usr/bin/env bash
# Installs the system packages tablesnap builds and renders with, if any is missing
# (with --test, also those the test suite needs; with --runtime BINARY, only what a prebuilt
# binary draws with: the fonts, and the shared libraries when BINARY lacks one).
# Safe to run again: it does nothing when everything is there. Needs root (or sudo) to install.
set -euo pipefail

packages=(
  pkg-config
  libcairo2-dev      # Cairo: drawing and PNG output
  libfreetype-dev    # FreeType: glyph outlines from pinned font files
  libharfbuzz-dev    # HarfBuzz: text shaping
  libfribidi-dev     # FriBidi: right-to-left and mixed-direction text
  zlib1g-dev         # zlib: Cairo's and libpng's deflate
  libpng-dev         # libpng: reading any PNG for diff and verify
  libdeflate-dev     # libdeflate: the PNG encoder's deflate, inflating tablesnap's own PNGs
)
# The pinned fonts: every drawing's glyphs come from these files.
fonts=(
  fonts-inter        # the pinned UI font (Inter Regular, Medium, SemiBold, Bold and their italics), close to iOS's SF Pro
  fonts-dejavu-core  # DejaVu Sans, Sans Bold: Hebrew, Arabic and symbols Inter lacks
  fonts-noto-color-emoji  # colour emoji (Noto Color Emoji)
  fonts-droid-fallback  # Chinese and Japanese fallback (DroidSansFallbackFull)
  fonts-nanum        # Korean fallback (NanumGothic)
  fonts-symbola      # fallback for symbols only it has (outline glyphs)
  fonts-material-design-icons-iconfont  # custom cells' symbols (Material Icons, Apache 2.0; docs/cells.md)
)

packages+=("${fonts[@]}")

# `install-deps.sh --runtime BINARY`: the fonts, and the libraries of the -dev packages above
# (Debian bookworm's names, the release the binaries are built on) when the dynamic linker
# cannot find one of BINARY's.
if [ "${1:-}" = "--runtime" ]; then
  packages=("${fonts[@]}")
  if ldd "${2:?--runtime needs the binary}" | grep -q "not found"; then
    packages+=(libcairo2 libfreetype6 libharfbuzz0b libfribidi0 zlib1g libpng16-16 libdeflate0)
  fi
fi

# `install-deps.sh --test` also installs what only the tests use.
if [ "${1:-}" = "--test" ]; then
  packages+=(
    chromium         # headless browser: the verify report is loaded in it by the tests
    libxml2-utils    # xmllint: the tests check that verify's JUnit is well-formed XML
    python3-jsonschema  # a real JSON Schema validator: the tests check `tablesnap schema` against every example
    python3-yaml     # PyYAML, a YAML 1.1 reader: the tests check that every example reads the same with it
    git              # the install tests clone a tag of a local copy, as install.sh clones a release
  )
fi

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing missing system packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
