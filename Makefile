# The two commands of the README: `make demo` (the main job on the embedded data) and `make test`.
SWIFT ?= swift
# Extra arguments for the demo, e.g. `make demo ARGS="--locale ar"`.
ARGS ?=

.PHONY: demo test deps build clean

deps:
	@bash scripts/install-deps.sh

build: deps
	$(SWIFT) build

demo: deps
	$(SWIFT) run iversion demo $(ARGS)

test: deps
	$(SWIFT) test

clean:
	rm -rf .build
