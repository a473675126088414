# The two commands of the README: `make demo` (the main job on the embedded data) and `make test`.
SWIFT ?= swift
# Extra arguments for the demo, e.g. `make demo ARGS="--locale ar"`.
ARGS ?=

.PHONY: demo test deps build clean docs-check bench release order-file localizations-list
.PHONY: releases stage install uninstall dist install-check print-version public-api-only
.PHONY: check format-lint format-baseline api api-check api-breakage

# The shipping build (README "Shipping the command"), into .build-static: the Swift runtime and Foundation
# linked in; metadata reached through accessor calls rather than mangled names (no runtime scan of every
# protocol conformance on first use); one section per function, laid out by lld in the order of
# scripts/first-alert.order, so the code a first alert runs sits together instead of across the binary.
PRODUCT ?= iversion
EXTRA_FLAGS ?=
RELEASE_FLAGS = -c release --static-swift-stdlib --scratch-path .build-static \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections \
	-Xswiftc -use-ld=lld -Xlinker --symbol-ordering-file=$(CURDIR)/scripts/first-alert.order \
	-Xlinker --no-warn-symbol-ordering

deps:
	@bash scripts/install-deps.sh

build: deps
	$(SWIFT) build

demo: deps
	$(SWIFT) run iversion demo $(ARGS)

# The suite, then the GitHub Action's shell steps run as the runner runs them (on the strings-check just built).
test: deps
	$(SWIFT) test
	$(SWIFT) build --product strings-check
	@# The Python with PyYAML: the environment scripts/install-deps.sh makes where pip is refused, else the system's.
	python=python3; if [ -x .build/python/bin/python3 ]; then python=.build/python/bin/python3; fi; \
	STRINGS_CHECK_BINARY="$$($(SWIFT) build --show-bin-path)/strings-check" $$python scripts/test_action.py

# Every public symbol documented, no internal words in the public docs (run by CI after the tests).
docs-check: deps
	@SWIFT="$(SWIFT)" bash scripts/check-docs.sh

# The fast gate (.ci/fast): format ratchet, build, every test target but the slow ones, docs and API listing.
# Minutes where `make test` takes about half an hour; .ci/run runs it first.
check:
	@SWIFT="$(SWIFT)" bash .ci/fast

# swift format lint held as a ratchet (.ci/swift-format-baseline.txt: no file may gain findings, a new file has
# none); format-baseline lowers the allowances after a file improved (never raises them).
format-lint:
	@SWIFT="$(SWIFT)" python3 scripts/format_ratchet.py

format-baseline:
	@SWIFT="$(SWIFT)" python3 scripts/format_ratchet.py --lower

# api/<Module>.txt, every public symbol, generated from the symbol graphs: `make api` after changing the public API
# (commit the diff with the change); api-check fails when the listing is stale (docs-check runs it too).
api: deps
	@SWIFT="$(SWIFT)" python3 scripts/public-api.py --write api

api-check: deps
	@SWIFT="$(SWIFT)" python3 scripts/public-api.py --check api

# The update notifier is built on the other modules' public API only, as a package outside could write it:
# its imports, and its sources type-checked under another package's name (scripts/public-api-only.py).
public-api-only: deps
	@python3 scripts/public-api-only.py IVersionNotifier

# Breaking API changes since BASELINE (a tag or commit; the newest tag by default). Builds the package twice: on
# demand, not in CI. E.g. `make api-breakage BASELINE=HEAD~20`.
BASELINE ?=
api-breakage: deps
	@SWIFT="$(SWIFT)" bash scripts/api-breakage.sh $(BASELINE)

# Every benchmark, release builds, one table of ratios at the end (on demand, not in CI).
bench: deps
	@SWIFT="$(SWIFT)" python3 scripts/bench.py

release: deps
	@# The package manager does not know the order file is a link input: relink when it is newer.
	@find .build-static/release/$(PRODUCT) -not -newer scripts/first-alert.order -delete 2>/dev/null || true
	$(SWIFT) build $(RELEASE_FLAGS) $(EXTRA_FLAGS) --product $(PRODUCT)

# Install and release archive (README "Ways in"; scripts/install.sh, scripts/dist.sh): both commands' shipping
# builds, their manual pages (swift-argument-parser's generate-manual, run on the binaries shipped) and bash, zsh
# and fish completions, staged once in STAGE; `make install` copies that tree under $(DESTDIR)$(PREFIX) with a
# manifest, which `make uninstall` removes; `make dist` packs it. The version: CHANGELOG.md's newest release heading.
PREFIX ?= /usr/local
DESTDIR ?=
COMMANDS = iversion strings-check
STAGE = .build-static/stage
DIST_DIR = .build-static/dist
VERSION = $(shell sed -n 's/^\#\# \([0-9][0-9A-Za-z.+-]*\)$$/\1/p' CHANGELOG.md | head -n 1)

releases:
	@for product in $(COMMANDS); do $(MAKE) --no-print-directory release PRODUCT=$$product || exit 1; done

# generate-manual is the tool behind swift-argument-parser's generate-manual plugin; the plugin would make a release
# build of every product of its own, this runs it on the two binaries that ship.
stage: releases
	$(SWIFT) build --product generate-manual
	bash scripts/install.sh stage $(STAGE) .build-static/release "$$($(SWIFT) build --show-bin-path)/generate-manual" $(COMMANDS)

install: stage
	@bash scripts/install.sh install $(STAGE) "$(DESTDIR)$(PREFIX)"

# Needs no build: the manifest `make install` wrote in the prefix says what to remove.
uninstall:
	@bash scripts/install.sh uninstall "$(DESTDIR)$(PREFIX)"

dist: stage
	@bash scripts/dist.sh $(STAGE) $(DIST_DIR) "$(VERSION)"

print-version:
	@echo $(VERSION)

# make install, man, bash completion, make uninstall, make dist and the archive run with no toolchain (.ci/run).
install-check:
	@bash scripts/install-check.sh

# Rewrites scripts/first-alert.order from what a first alert and `iversion check` run (callgrind; valgrind
# is installed when missing).
order-file: deps
	@bash scripts/install-deps.sh --profiling
	@SWIFT="$(SWIFT)" python3 scripts/order_file.py

# Rewrites Package.swift's list of translations from the Localizations/<lang>.lproj folders (after adding a language).
localizations-list:
	@python3 scripts/localizations_list.py

clean:
	rm -rf .build .build-static
