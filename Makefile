# tablesnap — the two commands of README.md, and a few more.
#   make example   install what is missing, build, and render Examples/contacts.yaml to out/contacts.png
#   make test      install what is missing, build, and run every test (the SwiftUI subset and its example app too)
#   make install   build in release mode and copy tablesnap to $(PREFIX)/bin (default /usr/local/bin)
#   make fuzz      run the libFuzzer targets (config loader, PNG readers, live edits) for FUZZ_SECONDS each
#   make swiftui-package  generate a package for Examples/SwiftUIApp's files with `tablesnap swiftui package`, build and test it
#   make swiftui-bench    a compiled SwiftUI screen's snapshot against the same screen as a config (release)

SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
RELEASE_BIN = .build/release/tablesnap
PREFIX ?= /usr/local
EXAMPLE ?= Examples/contacts.yaml
SWIFTUI_BUILD = .build-swiftui

.PHONY: deps build release install example test bench snapshots fuzz clean swiftui-package swiftui-bench

deps:
	@bash scripts/install-deps.sh

# The command-line tool only: a plain `swift build` also builds swift-snapshot-testing, the
# fuzz targets and the tests' support library, which the tool does not need (docs/testing.md,
# "The build"). `make test` builds everything.
build: deps
	$(SWIFT) build --product tablesnap

# The Swift runtime and Foundation linked in (--static-swift-stdlib): every process starts
# 6–12 ms of CPU sooner, no dynamic linking of 14 Swift libraries (history/performance.md, "Start-up and huge pages").
release: deps
	$(SWIFT) build -c release --product tablesnap --static-swift-stdlib

install: release
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/tablesnap
	@echo "installed $(DESTDIR)$(PREFIX)/bin/tablesnap"

example: release
	@mkdir -p out
	$(RELEASE_BIN) render $(EXAMPLE) --out out/contacts.png
	@echo "wrote out/contacts.png (Examples/contacts.png is its golden)"
	$(RELEASE_BIN) query $(EXAMPLE) --viewport-height 300

# TABLESNAP_OPTIMIZE=1: tablesnap's libraries, the tests' support library and the two test
# modules with reference checks are compiled with -O (assertions kept) in the debug build, so
# the suite runs its pixel, layout and reference work at release speed: about 112 s of CPU
# instead of 200 (docs/testing.md,
# "The build"). The SwiftUI steps build the root package without it, as an app does.
test:
	@bash scripts/install-deps.sh --test
	TABLESNAP_OPTIMIZE=1 $(SWIFT) test --disable-xctest
	# The XCTest cases (the swift-snapshot-testing strategy under XCTest), same build.
	TABLESNAP_OPTIMIZE=1 $(SWIFT) test --skip-build --disable-swift-testing
	# The SwiftUI subset (a package of its own, docs/swiftui.md) and the example app compiled
	# unmodified against it, in one build folder of their own: tablesnap's build is not touched.
	# --disable-build-manifest-caching: the two packages share one build folder, and a cached
	# build description is the last package's (the example's run would test the subset's bundle).
	$(SWIFT) test --package-path Integrations/SwiftUI --scratch-path $(SWIFTUI_BUILD) --disable-build-manifest-caching --disable-xctest
	$(SWIFT) test --package-path Examples/SwiftUIApp --scratch-path $(SWIFTUI_BUILD) --disable-build-manifest-caching --disable-xctest

# Re-record every golden under Snapshots/ and Examples/, each variant of a config and the
# frames of Examples/live too (review the pictures before committing them). Goldens whose
# bytes would not change are left alone.
snapshots: release
	$(RELEASE_BIN) verify Snapshots --record
	$(RELEASE_BIN) verify Examples --record
	cd Examples/live && ../../$(RELEASE_BIN) apply inbox.yaml edits/inbox.yaml --frames frames

# libFuzzer with AddressSanitizer (docs/fuzzing.md). New inputs go to $(FUZZ_BUILD)/corpus;
# the committed corpus under Fuzz/corpus is read, not written; a crash is saved in
# $(FUZZ_BUILD)/ and fails the run.
FUZZ_SECONDS ?= 30
FUZZ_BUILD = .build/fuzz
FUZZ_FLAGS = -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=3072 -max_len=65536 -print_final_stats=1

fuzz:
	@bash scripts/install-deps.sh --test
	$(SWIFT) build --build-path $(FUZZ_BUILD) -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING --product fuzz-config
	$(SWIFT) build --build-path $(FUZZ_BUILD) -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING --product fuzz-png
	$(SWIFT) build --build-path $(FUZZ_BUILD) -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING --product fuzz-edits
	@mkdir -p $(FUZZ_BUILD)/corpus/config $(FUZZ_BUILD)/corpus/png $(FUZZ_BUILD)/corpus/edits
	$(FUZZ_BUILD)/debug/fuzz-config $(FUZZ_FLAGS) -artifact_prefix=$(FUZZ_BUILD)/config- $(FUZZ_BUILD)/corpus/config Fuzz/corpus/config
	$(FUZZ_BUILD)/debug/fuzz-png $(FUZZ_FLAGS) -artifact_prefix=$(FUZZ_BUILD)/png- $(FUZZ_BUILD)/corpus/png Fuzz/corpus/png
	$(FUZZ_BUILD)/debug/fuzz-edits $(FUZZ_FLAGS) -artifact_prefix=$(FUZZ_BUILD)/edits- $(FUZZ_BUILD)/corpus/edits Fuzz/corpus/edits

bench: release
	$(RELEASE_BIN) bench

# docs/swiftui.md, "Apps built from an Xcode project": the example app's files compiled where
# they are, through a generated package (in the SwiftUI build folder, so the subset is built once).
SWIFTUI_PACKAGE = $(SWIFTUI_BUILD)/generated/SettingsScreens
swiftui-package:
	# The tool from make test's build (TABLESNAP_OPTIMIZE=1), which a plain build would redo.
	TABLESNAP_OPTIMIZE=1 $(SWIFT) build --product tablesnap
	rm -rf $(SWIFTUI_PACKAGE)
	.build/debug/tablesnap swiftui package --sources 'Examples/SwiftUIApp/Sources/SettingsApp/**/*.swift' \
		--resources Examples/SwiftUIApp/Sources/SettingsApp/Resources --tablesnap . --out $(SWIFTUI_PACKAGE)
	# The first run records the previews' goldens (and fails, as a new golden does); the second compares.
	-$(SWIFT) test --package-path $(SWIFTUI_PACKAGE) --scratch-path $(SWIFTUI_BUILD) --disable-build-manifest-caching --disable-xctest
	$(SWIFT) test --package-path $(SWIFTUI_PACKAGE) --scratch-path $(SWIFTUI_BUILD) --disable-build-manifest-caching --disable-xctest

# docs/performance.md, "SwiftUI screens". A release build of its own (swift-syntax included: minutes).
swiftui-bench:
	$(SWIFT) run -c release --package-path Integrations/SwiftUI --scratch-path $(SWIFTUI_BUILD)-release swiftui-bench

clean:
	rm -rf .build $(SWIFTUI_BUILD)
