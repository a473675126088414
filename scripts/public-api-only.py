#!/usr/bin/env python3
"""Proves a target of the package is built on the other modules' public API only, as a package outside would be.

Usage: public-api-only.py TARGET [--build-path DIR]   (DIR: SwiftPM's build folder, .build by default)

Two checks, after `swift build --target TARGET` (run here first):

1. Its imports: no `@_spi`, `@testable` or `@_implementationOnly` import, and every module of this package it
   imports is one a library product offers (a dependent package cannot import any other).
2. Its sources type-checked again with the compiler arguments SwiftPM used, but another `-package-name`: a
   `package` declaration of another module is then out of reach, exactly as it is from another package, so any
   use of one fails to compile. (Only the package name changes; the modules are the ones just built.)

Exits 0 with one line per check, or 1 with what broke the rule. `make public-api-only` runs it for the update
notifier (IVersionNotifier), which must be a library anybody could write on iVersion's public API.
"""

import json
import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
IMPORT = re.compile(r"^\s*((?:@\w+(?:\([^)]*\))?\s+)*)import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)", re.M)
# Arguments of SwiftPM's compile command that produce files or steer the incremental build: a type-check needs none.
DROPPED_WITH_VALUE = {"-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path", "-o"}
DROPPED = {"-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode", "-serialize-diagnostics",
           "-parseable-output", "-emit-objc-header", "-g"}


def fail(message):
    print(f"public-api-only: {message}", file=sys.stderr)
    sys.exit(1)


def package_description():
    dump = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(dump.stdout)


def check_imports(target, description):
    targets = {entry["name"] for entry in description["targets"]}
    offered = {name for product in description["products"] if "library" in product["type"] for name in product["targets"]}
    sources = sorted(os.path.join(folder, name) for folder, _, names in os.walk(os.path.join(ROOT, "Sources", target))
                     for name in names if name.endswith(".swift"))
    problems = []
    for path in sources:
        text = open(path, encoding="utf-8").read()
        for match in IMPORT.finditer(text):
            attributes, module = match.group(1).strip(), match.group(2)
            where = f"{os.path.relpath(path, ROOT)}:{text.count(chr(10), 0, match.start()) + 1}"
            if attributes:
                problems.append(f"{where}: `{attributes} import {module}` reaches past the public API")
            if module in targets and module not in offered:
                problems.append(f"{where}: imports {module}, a module no library product offers")
    if problems:
        fail("\n".join(problems))
    print(f"imports: {len(sources)} files import only what a library product offers, with no @_spi or @testable")
    return sources


def compile_arguments(target, build_dir):
    plan = open(os.path.join(build_dir, "debug.yaml"), encoding="utf-8").read()
    for match in re.finditer(r"args: (\[.*?\])\n", plan):
        arguments = json.loads(match.group(1))
        if "-module-name" in arguments and arguments[arguments.index("-module-name") + 1] == target and "-emit-module" in arguments:
            return arguments
    fail(f"no compile command for {target} in {build_dir}/debug.yaml")


def typecheck_as_outsider(target, sources, build_dir):
    arguments, kept, index = compile_arguments(target, build_dir), [], 0
    while index < len(arguments):
        argument = arguments[index]
        index += 1
        if argument == "-Xcc":   # the C importer's own argument, kept whole (`-Xcc -g` is not the compiler's -g)
            kept += arguments[index - 1:index + 1]
            index += 1
        elif argument in DROPPED_WITH_VALUE:
            index += 1
        elif not (argument in DROPPED or argument.startswith("@") or argument.startswith("-j") or argument.endswith(".swift")):
            kept.append(argument)
    index = kept.index("-package-name")
    kept[index + 1] = "an-outside-package"
    result = subprocess.run(kept + ["-typecheck"] + sources, cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        errors = [line for line in result.stderr.splitlines() if "error:" in line]
        fail("as another package, it does not compile:\n" + "\n".join(errors[:40]))
    print(f"type-check: {target} compiles with another package's name, so it uses no `package` declaration of another module")


def main():
    if len(sys.argv) < 2:
        fail("usage: public-api-only.py TARGET [--build-path DIR]")
    target = sys.argv[1]
    build_path = sys.argv[sys.argv.index("--build-path") + 1] if "--build-path" in sys.argv else os.path.join(ROOT, ".build")
    subprocess.run(["swift", "build", "--build-path", build_path, "--target", target], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    sources = check_imports(target, package_description())
    typecheck_as_outsider(target, sources, build_path)


if __name__ == "__main__":
    main()
