# The two commands of the README: `make demo` (the main job on the embedded data) and `make test`.
SWIFT ?= swift
# Extra arguments for the demo, e.g. `make demo ARGS="--locale ar"`.
ARGS ?=

.PHONY: demo test deps build clean docs-check bench

deps:
	@bash scripts/install-deps.sh

build: deps
	$(SWIFT) build

demo: deps
	$(SWIFT) run iversion demo $(ARGS)

test: deps
	$(SWIFT) test

# Every public symbol documented, no internal words in the public docs (run by CI after the tests).
docs-check: deps
	@SWIFT="$(SWIFT)" bash scripts/check-docs.sh

# Every benchmark, release builds, one table of ratios at the end (on demand, not in CI).
bench: deps
	@SWIFT="$(SWIFT)" python3 scripts/bench.py

clean:
	rm -rf .build .build-static
