#!/usr/bin/env python3
"""Runs the strings-check GitHub Action (action.yml) on this machine, step by step, as the runner does:
each `run` step through `bash -eo pipefail` with the environment its `env:` block passes (composite
actions do not export their inputs; action.yml passes each as INPUT_*), GITHUB_ACTION_PATH and a
GITHUB_OUTPUT file whose `name=value` lines later steps read as `steps.<id>.outputs.<name>`. The
`uses` steps (the cache, the SARIF upload) are not run: the test records what they would get.

The build step is given a stand-in `swift` (the SWIFT variable the script honours) that records its
arguments and puts an already built strings-check where the release build would be
(STRINGS_CHECK_BINARY, else .build/debug/strings-check), so `make test` does not make a second,
static release build; everything after it runs the real binary on real trees.

With `archive`, the build step unpacks a release archive instead: ArchiveTests give it a small archive shaped like
`make dist`'s (a shell script for strings-check) and check the compile is skipped and a wrong digest refused; the
archive pre-commit hook (scripts/strings-check-hook.sh) likewise. STRINGS_CHECK_RELEASE_ARCHIVE names a real one
(scripts/install-check.sh passes `make dist`'s).

Also holds the one command line to the places that show it: scripts/strings-check-action.sh `command`,
.pre-commit-hooks.yaml, the README and StringsCheck's "In CI" article.

    python3 scripts/test_action.py        (make test runs it; needs PyYAML, which pre-commit brings)
"""
import functools
import hashlib
import http.server
import io
import json
import os
import re
import shlex
import subprocess
import sys
import tarfile
import tempfile
import threading
import unittest

import yaml

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(REPO, "scripts", "strings-check-action.sh")
EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


def load_yaml(name):
    with open(os.path.join(REPO, name), encoding="utf-8") as file:
        return yaml.safe_load(file)


ACTION = load_yaml("action.yml")


def binary():
    path = os.environ.get("STRINGS_CHECK_BINARY") or os.path.join(REPO, ".build", "debug", "strings-check")
    if not os.access(path, os.X_OK):
        sys.exit(f"error: no strings-check at {path}: run `swift build --product strings-check` first")
    return path


def write(root, files):
    for path, text in files.items():
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as file:
            file.write(text)


EN = '"hello" = "Hello";\n"bye" = "Goodbye";\n'
CLEAN = {"App/en.lproj/Localizable.strings": EN, "App/fr.lproj/Localizable.strings": '"hello" = "Bonjour";\n"bye" = "Au revoir";\n'}
MISSING = {"App/en.lproj/Localizable.strings": EN, "App/fr.lproj/Localizable.strings": '"hello" = "Bonjour";\n'}
EXTRA = {"App/en.lproj/Localizable.strings": EN,
         "App/fr.lproj/Localizable.strings": '"hello" = "Bonjour";\n"bye" = "Au revoir";\n"old" = "Ancien";\n'}


class Run:
    """One run of the action's steps in a fresh workspace."""

    def __init__(self, inputs, files, before=None):
        self.directory = tempfile.TemporaryDirectory(prefix="strings-check-action-")
        root = self.directory.name
        self.workspace = os.path.join(root, "workspace")
        os.makedirs(self.workspace)
        write(self.workspace, files)
        if before:
            before(self.workspace)
        self.build_dir = os.path.join(root, "build")
        # The runner's own temporary directory, outside the workspace, as on GitHub's runners.
        self.runner_temp = os.path.join(root, "runner-temp")
        os.makedirs(self.runner_temp)
        self.swift_log = os.path.join(root, "swift-arguments")
        stand_in = os.path.join(root, "swift")
        with open(stand_in, "w") as file:
            file.write(f"""#!/usr/bin/env bash
if [ "$1" = --version ]; then echo "Swift version 6 (stand-in)"; exit 0; fi
printf '%s\\n' "$@" >{shlex.quote(self.swift_log)}
while [ $# -gt 0 ]; do if [ "$1" = --scratch-path ]; then scratch="$2"; fi; shift; done
mkdir -p "$scratch/release" && ln -sf {shlex.quote(binary())} "$scratch/release/strings-check"
""")
        os.chmod(stand_in, 0o755)
        declared = {name: str(spec.get("default", "")) for name, spec in ACTION["inputs"].items()}
        unknown = set(inputs) - set(declared)
        assert not unknown, f"inputs action.yml does not declare: {unknown}"
        self.inputs = {**declared, **inputs}
        self.outputs = {}
        self.logs = {}
        self.uses = []
        self.status = 0
        self.failed_step = None
        base = {key: value for key, value in os.environ.items() if not key.startswith("INPUT_")}
        for step in ACTION["runs"]["steps"]:
            if not self.condition(step.get("if")):
                continue
            if "uses" in step:
                self.uses.append((step["uses"], {k: self.substitute(str(v)) for k, v in step.get("with", {}).items()}))
                continue
            output_file = os.path.join(root, f"output-{len(self.logs)}")
            open(output_file, "w").close()
            env = {**base, "GITHUB_ACTION_PATH": REPO, "GITHUB_OUTPUT": output_file, "GITHUB_WORKSPACE": self.workspace,
                   "RUNNER_TEMP": self.runner_temp, "SWIFT": stand_in, "STRINGS_CHECK_BUILD_DIR": self.build_dir}
            env.update({key: self.substitute(str(value)) for key, value in step.get("env", {}).items()})
            done = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]],
                                  cwd=self.workspace, env=env, capture_output=True, text=True, timeout=300)
            self.logs[step.get("id", step["name"])] = done
            with open(output_file) as file:
                pairs = [line.split("=", 1) for line in file.read().splitlines() if "=" in line]
            self.outputs[step.get("id", "")] = dict(pairs)
            if done.returncode != 0 and self.status == 0:
                # Later steps run only when their `if` says always().
                self.status, self.failed_step = done.returncode, step.get("id", step["name"])

    def evaluate(self, expression):
        if expression.startswith("inputs."):
            return self.inputs[expression[len("inputs."):]]
        if expression == "github.action_path":
            return REPO
        match = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expression)
        if match:
            return self.outputs.get(match.group(1), {}).get(match.group(2), "")
        raise AssertionError(f"expression the test runner does not know: {expression}")

    def substitute(self, text):
        return EXPRESSION.sub(lambda match: self.evaluate(match.group(1)), text)

    def condition(self, text):
        """`if:` as the action writes it: terms joined by &&, each always() or a comparison with a string."""
        failed = self.status != 0
        if text is None:
            return not failed
        inner = EXPRESSION.fullmatch(text.strip())
        text = inner.group(1) if inner else text
        result, always = True, False
        for term in (part.strip() for part in text.split("&&")):
            if term == "always()":
                always = True
                continue
            match = re.fullmatch(r"([\w.-]+)\s*(==|!=)\s*'([^']*)'", term)
            assert match, f"condition the test runner does not know: {term}"
            value = self.evaluate(match.group(1))
            result = result and ((value == match.group(3)) == (match.group(2) == "=="))
        return result and (always or not failed)

    @property
    def stdout(self):
        done = self.logs.get("run")
        return done.stdout if done else ""

    @property
    def stderr(self):
        done = self.logs.get("run")
        return done.stderr if done else ""

    def close(self):
        self.directory.cleanup()


class ActionTests(unittest.TestCase):
    def run_action(self, inputs, files, before=None):
        run = Run(inputs, files, before)
        self.addCleanup(run.close)
        return run

    def test_a_missing_key_fails_the_step_with_an_annotation(self):
        run = self.run_action({}, MISSING)
        self.assertEqual(run.status, 1, run.stderr)
        self.assertEqual(run.failed_step, "run")
        self.assertIn("::error file=App/fr.lproj/Localizable.strings,line=1,col=1", run.stdout)
        self.assertIn('fr lacks "bye"', run.stdout)
        self.assertEqual(run.uses[-1][0], "actions/cache@v4")  # no SARIF asked: no upload

    def test_a_clean_tree_passes(self):
        run = self.run_action({"paths": "App"}, CLEAN)
        self.assertEqual(run.status, 0, run.stdout + run.stderr)
        self.assertNotIn("::error", run.stdout)

    def test_the_build_step_builds_the_static_release_into_the_cached_path(self):
        run = self.run_action({}, CLEAN)
        with open(run.swift_log) as file:
            arguments = file.read().split("\n")
        for expected in ["build", "-c", "release", "--static-swift-stdlib", "--product", "strings-check"]:
            self.assertIn(expected, arguments)
        self.assertEqual(arguments[arguments.index("--scratch-path") + 1], run.outputs["key"]["path"])
        self.assertEqual(arguments[arguments.index("--package-path") + 1], REPO)
        cache = dict(run.uses)["actions/cache@v4"]
        self.assertEqual(cache, {"path": run.build_dir, "key": run.outputs["key"]["key"]})
        self.assertRegex(cache["key"], r"^strings-check-Linux-[\w]+-[0-9a-f]{32}$")
        # The key follows the sources: the same tree gives the same key.
        self.assertEqual(self.run_action({}, CLEAN).outputs["key"]["key"], cache["key"])
        self.assertIn("ICU", run.logs["Install ICU"].stdout)

    def test_strict_turns_warnings_into_a_failure(self):
        # extra-key is off by default: the warning is asked for with the enable input.
        self.assertEqual(self.run_action({"strict": "true"}, EXTRA).status, 0)
        self.assertEqual(self.run_action({"strict": "false", "enable": "extra-key"}, EXTRA).status, 0)
        strict = self.run_action({"strict": "true", "enable": "extra-key"}, EXTRA)
        self.assertEqual(strict.status, 1)
        self.assertIn("::error file=App/fr.lproj/Localizable.strings,line=3", strict.stdout)

    def test_a_baseline_reports_only_new_findings(self):
        def accept(workspace):
            subprocess.run([binary(), "App", "--write-baseline", "strings-baseline.json"], cwd=workspace, capture_output=True)
        run = self.run_action({"baseline": "strings-baseline.json"}, MISSING, before=accept)
        self.assertEqual(run.status, 0, run.stdout + run.stderr)
        self.assertIn("::notice", run.stdout)
        broken = self.run_action({"baseline": "missing-baseline.json"}, MISSING)
        self.assertEqual(broken.status, 2)
        self.assertIn("missing-baseline.json", broken.stderr + broken.stdout)

    def test_sarif_is_written_for_the_upload_and_the_findings_still_fail(self):
        run = self.run_action({"sarif": "true", "paths": "App"}, MISSING)
        self.assertEqual(run.status, 1)
        sarif_file = run.outputs["run"]["sarif-file"]
        # Outside the checkout, in a directory of its own below the runner's temporary directory.
        self.assertEqual(os.path.dirname(os.path.dirname(sarif_file)), run.runner_temp)
        self.assertEqual(os.path.basename(sarif_file), "strings-check.sarif")
        self.assertEqual(os.listdir(run.workspace), ["App"])
        with open(sarif_file) as file:
            log = json.load(file)
        self.assertEqual(log["version"], "2.1.0")
        self.assertEqual([result["ruleId"] for result in log["runs"][0]["results"]], ["missing-key"])
        upload = dict(run.uses)["github/codeql-action/upload-sarif@v3"]
        self.assertEqual(upload, {"sarif_file": sarif_file, "category": "strings-check"})
        self.assertIn("::error", run.stdout)  # the annotations are still printed

    def test_format_sarif_goes_to_the_file(self):
        run = self.run_action({"format": "sarif"}, MISSING)
        self.assertEqual(run.status, 1)
        self.assertNotIn('"version"', run.stdout)
        self.assertTrue(run.outputs["run"]["sarif-file"].startswith(run.runner_temp + "/"))
        self.assertTrue(run.outputs["run"]["sarif-file"].endswith("strings-check.sarif"))

    def test_a_planted_link_in_the_checkout_is_never_written_through(self):
        """Issue 37: a pull request that commits a link named strings-check.sarif made the action overwrite its target."""
        for inputs in [{"sarif": "true", "paths": "App"}, {"format": "sarif", "paths": "App"}]:
            def plant(workspace):
                os.symlink(os.path.join(os.path.dirname(workspace), "victim"), os.path.join(workspace, "strings-check.sarif"))
                with open(os.path.join(os.path.dirname(workspace), "victim"), "w") as file:
                    file.write("keep me\n")
            run = self.run_action(inputs, MISSING, before=plant)
            self.assertEqual(run.status, 1, run.stderr)
            with open(os.path.join(os.path.dirname(run.workspace), "victim")) as file:
                self.assertEqual(file.read(), "keep me\n", inputs)
            self.assertTrue(os.path.islink(os.path.join(run.workspace, "strings-check.sarif")), inputs)
            with open(run.outputs["run"]["sarif-file"]) as file:
                self.assertEqual(json.load(file)["version"], "2.1.0")

    def test_paths_that_look_like_options_are_paths(self):
        """Issue 37: a `paths:` word starting with `-` became an option (--write-baseline=FILE wrote a file)."""
        for word in ["--write-baseline=planted.json", "--write-baseline=../planted.json", "-h"]:
            run = self.run_action({"paths": f"App {word}", "format": "text"}, MISSING)
            self.assertEqual(run.status, 2, word)
            self.assertIn(f"{word}: no such file or directory", run.stderr, word)
            self.assertFalse(os.path.exists(os.path.join(run.workspace, "planted.json")), word)
            self.assertFalse(os.path.exists(os.path.join(os.path.dirname(run.workspace), "planted.json")), word)
        # A directory of the checkout whose name starts with `-` is checked like any other.
        files = {"-App/" + path[4:]: text for path, text in MISSING.items()}
        run = self.run_action({"paths": "-App", "format": "text"}, files)
        self.assertEqual(run.status, 1, run.stderr)
        self.assertIn('-App/fr.lproj/Localizable.strings:1:1: error: fr lacks "bye"', run.stdout)

    def test_paths_split_on_white_space_and_are_never_run_as_shell(self):
        files = {**{"One/" + k[4:]: v for k, v in CLEAN.items()}, **{"Two/" + k[4:]: v for k, v in MISSING.items()}}
        run = self.run_action({"paths": "One\nTwo", "format": "text"}, files)
        self.assertEqual(run.status, 1)
        self.assertIn('Two/fr.lproj/Localizable.strings:1:1: error: fr lacks "bye"', run.stdout)
        hostile = self.run_action({"paths": "$(touch pwned) `touch pwned2` *"}, CLEAN)
        self.assertEqual(hostile.status, 2)
        self.assertFalse(os.path.exists(os.path.join(hostile.workspace, "pwned")))
        self.assertFalse(os.path.exists(os.path.join(hostile.workspace, "pwned2")))
        self.assertIn("$(touch", hostile.stderr)

    def test_the_allow_file_is_passed(self):
        files = {"App/en.lproj/Localizable.strings": '"v" = "Version %@";\n',
                 "App/de.lproj/Localizable.strings": '"v" = "Version %@";\n', "allow.txt": "Version\n"}
        # untranslated is off by default: the same tree passes until the workflow enables it.
        self.assertEqual(self.run_action({}, files).status, 0)
        self.assertEqual(self.run_action({"enable": "untranslated"}, files).status, 1)
        self.assertEqual(self.run_action({"enable": "untranslated", "allow-file": "allow.txt"}, files).status, 0)
        self.assertEqual(self.run_action({"enable": "no-such-rule"}, files).status, 2)

    def test_bad_inputs_are_usage_errors(self):
        for inputs, message in [({"strict": "yes"}, "input strict must be true or false"),
                                ({"format": "xml"}, "input format must be text, github, json or sarif"),
                                ({"sarif": "1"}, "input sarif must be true or false")]:
            run = self.run_action(inputs, CLEAN)
            self.assertEqual(run.status, 2, inputs)
            self.assertIn(message, run.stderr)

    def test_every_input_reaches_the_run_step_and_no_script_text_holds_an_expression(self):
        steps = ACTION["runs"]["steps"]
        run_step = next(step for step in steps if step.get("id") == "run")
        expected = {"INPUT_" + name.upper().replace("-", "_"): "${{ inputs.%s }}" % name for name in ACTION["inputs"]}
        # The archive is the build step's; the run step gets the binary the build step names.
        archive_inputs = {"INPUT_ARCHIVE", "INPUT_ARCHIVE_SHA256"}
        build_step = next(step for step in steps if step.get("id") == "build")
        self.assertEqual(build_step["env"], {key: expected[key] for key in archive_inputs})
        self.assertEqual(run_step["env"], {**{key: value for key, value in expected.items() if key not in archive_inputs},
                                           "STRINGS_CHECK": "${{ steps.build.outputs.binary }}"})
        for step in steps:
            self.assertNotIn("${{", step.get("run", ""), step.get("name"))
            if "run" in step:
                self.assertEqual(step["shell"], "bash")
        with open(SCRIPT) as file:
            script = file.read()
        for variable in expected:
            self.assertIn(variable, script)


def fake_archive(directory, help_status=0, checksum=True, name="iversion-0.0.0-linux-x86_64"):
    """A release archive shaped like `make dist`'s, whose strings-check is a tiny script that says how it was run."""
    script = f"""#!/bin/sh
if [ "$1" = --help ]; then exit {help_status}; fi
echo "fake strings-check $*"
""".encode()
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as archive:
        for folder in [name, f"{name}/bin"]:
            info = tarfile.TarInfo(folder)
            info.type, info.mode = tarfile.DIRTYPE, 0o755
            archive.addfile(info)
        info = tarfile.TarInfo(f"{name}/bin/strings-check")
        info.size, info.mode = len(script), 0o755
        archive.addfile(info, io.BytesIO(script))
    path = os.path.join(directory, f"{name}.tar.gz")
    with open(path, "wb") as file:
        file.write(buffer.getvalue())
    digest = hashlib.sha256(buffer.getvalue()).hexdigest()
    if checksum:
        with open(path + ".sha256", "w") as file:
            file.write(f"{digest if checksum is True else checksum}  {os.path.basename(path)}\n")
    return path, digest


class ArchiveTests(unittest.TestCase):
    """The action and the archive hook use a release archive instead of compiling, and refuse it when its digest is wrong."""

    def setUp(self):
        directory = tempfile.TemporaryDirectory(prefix="strings-check-archive-")
        self.addCleanup(directory.cleanup)
        self.directory = directory.name

    def run_action(self, inputs, files=CLEAN):
        run = Run(inputs, files)
        self.addCleanup(run.close)
        return run

    def assert_not_compiled(self, run):
        self.assertFalse(os.path.exists(run.swift_log), "the action compiled strings-check")

    def test_the_archive_is_used_instead_of_compiling(self):
        archive, digest = fake_archive(self.directory)
        run = self.run_action({"archive": archive, "paths": "App"})
        self.assertEqual(run.status, 0, run.logs["build"].stderr + run.stderr)
        self.assertEqual(run.stdout.strip(), "fake strings-check --strict --format github -- App")
        self.assert_not_compiled(run)
        self.assertEqual(run.outputs["build"]["binary"], os.path.join(run.build_dir, f"archive-{digest}", "bin", "strings-check"))
        self.assertNotIn("actions/cache@v4", dict(run.uses))  # nothing of the archive goes into the build's cache

    def test_a_pinned_digest_needs_no_checksum_file(self):
        archive, digest = fake_archive(self.directory, checksum=False)
        run = self.run_action({"archive": archive, "archive-sha256": digest.upper()})
        self.assertEqual(run.status, 0, run.logs["build"].stderr)
        self.assertIn("fake strings-check", run.stdout)
        self.assert_not_compiled(run)

    def test_a_wrong_or_missing_checksum_refuses_the_archive_and_never_compiles(self):
        for checksum, pinned, message in [
            ("0" * 64, "", "refusing the archive"),            # the .sha256 beside it is not the archive's
            (True, "f" * 64, "refusing the archive"),          # the digest pinned in the workflow wins over the file
            (False, "", "no checksum"),
            ("not-a-digest", "", "is not a SHA-256"),
        ]:
            directory = tempfile.mkdtemp(dir=self.directory)
            archive, _ = fake_archive(directory, checksum=checksum)
            run = self.run_action({"archive": archive, "archive-sha256": pinned})
            self.assertEqual((run.status, run.failed_step), (2, "build"), (checksum, pinned))
            self.assertIn(message, run.logs["build"].stderr, (checksum, pinned))
            self.assertNotIn("run", run.logs)
            self.assert_not_compiled(run)

    def test_an_archive_that_cannot_run_here_falls_back_to_compiling(self):
        archive, _ = fake_archive(self.directory, help_status=127)
        run = self.run_action({"archive": archive, "format": "text"}, MISSING)
        self.assertIn("::warning::", run.logs["build"].stdout)
        self.assertTrue(os.path.exists(run.swift_log))
        self.assertEqual(run.status, 1)
        self.assertIn('fr lacks "bye"', run.stdout)

    def test_the_archive_is_downloaded_from_a_url(self):
        archive, digest = fake_archive(self.directory)
        class Quiet(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *arguments):
                pass
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=self.directory))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        self.addCleanup(server.server_close)
        self.addCleanup(server.shutdown)
        url = f"http://127.0.0.1:{server.server_address[1]}/{os.path.basename(archive)}"
        run = self.run_action({"archive": url})
        self.assertEqual(run.status, 0, run.logs["build"].stderr)
        self.assertIn("fake strings-check", run.stdout)
        self.assert_not_compiled(run)
        refused = self.run_action({"archive": url, "archive-sha256": "0" * 64})
        self.assertEqual((refused.status, refused.failed_step), (2, "build"))
        missing = self.run_action({"archive": url + ".gone"})
        self.assertEqual((missing.status, missing.failed_step), (2, "build"))
        self.assertIn("cannot download", missing.logs["build"].stderr)

    @unittest.skipUnless(os.environ.get("STRINGS_CHECK_RELEASE_ARCHIVE"), "no release archive (scripts/install-check.sh passes `make dist`'s)")
    def test_the_release_archive(self):
        run = self.run_action({"archive": os.environ["STRINGS_CHECK_RELEASE_ARCHIVE"]}, MISSING)
        self.assert_not_compiled(run)
        self.assertEqual(run.status, 1, run.logs["build"].stdout + run.logs["build"].stderr + run.stderr)
        self.assertIn('::error file=App/fr.lproj/Localizable.strings,line=1,col=1', run.stdout)

    def hook(self, *arguments, build_dir, environment=None):
        failing_swift = os.path.join(self.directory, "swift")
        with open(failing_swift, "w") as file:
            file.write("#!/bin/sh\necho 'swift was run' >&2\nexit 99\n")
        os.chmod(failing_swift, 0o755)
        env = {key: value for key, value in os.environ.items() if not key.startswith(("INPUT_", "STRINGS_CHECK"))}
        env.update({"SWIFT": failing_swift, "STRINGS_CHECK_BUILD_DIR": build_dir, **(environment or {})})
        return subprocess.run(["bash", os.path.join(REPO, "scripts", "strings-check-hook.sh"), *arguments],
                              cwd=self.directory, env=env, capture_output=True, text=True, timeout=120)

    def test_the_archive_hook(self):
        hook = next(hook for hook in load_yaml(".pre-commit-hooks.yaml") if hook["id"] == "strings-check-archive")
        entry = shlex.split(hook["entry"])
        self.assertEqual(entry[0], "scripts/strings-check-hook.sh")
        self.assertTrue(os.access(os.path.join(REPO, entry[0]), os.X_OK))
        archive, digest = fake_archive(self.directory)
        build_dir = os.path.join(self.directory, "build")
        # A project's args put the archive's options before `--`; strings-check gets the rest, in order.
        done = self.hook(*entry[1:], "--archive", archive, "--allow-file", "a.allow", "--", ".", build_dir=build_dir)
        self.assertEqual((done.returncode, done.stdout), (0, "fake strings-check --strict --allow-file a.allow -- .\n"), done.stderr)
        # From the environment, with a pinned digest; a wrong one is refused, and nothing is compiled instead.
        done = self.hook(*entry[1:], "--", ".", build_dir=build_dir,
                         environment={"STRINGS_CHECK_ARCHIVE": archive, "STRINGS_CHECK_ARCHIVE_SHA256": digest})
        self.assertEqual(done.returncode, 0, done.stderr)
        done = self.hook(*entry[1:], "--archive", archive, "--archive-sha256", "0" * 64, "--", ".", build_dir=build_dir)
        self.assertEqual(done.returncode, 2)
        self.assertIn("refusing the archive", done.stderr)
        self.assertEqual(done.stdout, "")
        self.assertNotIn("swift was run", done.stderr)
        # No archive: the compiled strings-check (here one already built) is run, without building again.
        os.makedirs(os.path.join(build_dir, "release"))
        os.symlink(binary(), os.path.join(build_dir, "release", "strings-check"))
        write(self.directory, MISSING)
        done = self.hook(*entry[1:], "--", "App", build_dir=build_dir)
        self.assertEqual(done.returncode, 1, done.stderr)
        self.assertIn('fr lacks "bye"', done.stdout)
        self.assertNotIn("swift was run", done.stderr)


# Where the README sends readers for the GitHub Action and the pre-commit hook.
CI_ARTICLE = "Sources/StringsCheck/StringsCheck.docc/StringsCheckInCI.md"


class OneCommandLineTests(unittest.TestCase):
    """The hook, the action, the README and the CI article run the command line `strings-check-action.sh command` prints."""

    @staticmethod
    def command(**inputs):
        env = {key: value for key, value in os.environ.items() if not key.startswith("INPUT_")}
        env.update({"INPUT_" + key.upper(): value for key, value in inputs.items()})
        done = subprocess.run(["bash", SCRIPT, "command"], env=env, capture_output=True, text=True, check=True)
        return done.stdout.strip()

    def test_the_hook_runs_the_command_line(self):
        hooks = load_yaml(".pre-commit-hooks.yaml")
        hook = hooks[0]
        self.assertEqual(hook["language"], "swift")
        self.assertFalse(hook["pass_filenames"])
        hook_line = " ".join([hook["entry"], *hook["args"]])
        self.assertEqual(hook_line, self.command(paths=".", format="text"))
        # With the arguments the README's example gives it.
        self.assertEqual(" ".join([hook["entry"], "--allow-file", "strings-check.allow", "--", "App/Resources"]),
                         self.command(paths="App/Resources", format="text", allow_file="strings-check.allow"))
        # The archive hook runs the same line through its script, on the same files.
        archive = next(other for other in hooks if other["id"] == "strings-check-archive")
        self.assertEqual(archive["language"], "script")
        self.assertEqual({key: archive[key] for key in ["pass_filenames", "files"]},
                         {key: hook[key] for key in ["pass_filenames", "files"]})
        self.assertEqual(" ".join([archive["entry"].replace("scripts/strings-check-hook.sh", "strings-check", 1), *archive["args"]]),
                         self.command(paths=".", format="text"))

    def test_the_documentation_shows_the_command_line(self):
        def read(path):
            with open(os.path.join(REPO, path), encoding="utf-8") as file:
                return file.read()
        readme = read("README.md")
        article = read(CI_ARTICLE)
        ours = self.command(paths="Localizations", format="text", allow_file="Localizations/strings-check.allow")
        self.assertTrue(f"swift run {ours}   # what CI runs" in readme, f"the README does not say: swift run {ours}")
        for line in [self.command(paths="App/Resources", baseline="strings-baseline.json"),
                     "hooks: [{id: strings-check, args: [--allow-file, strings-check.allow, --, App/Resources]}]"]:
            self.assertTrue(line in article, f"{CI_ARTICLE} does not say: {line}")
        # The article's action example uses only inputs the action declares.
        example = article.split("uses: OWNER/iVersion@", 1)[1].split("```", 1)[0]
        used = re.findall(r"^\s{10}([\w-]+):", example, re.MULTILINE)
        self.assertTrue(used)
        self.assertLessEqual(set(used), set(ACTION["inputs"]))

    def test_the_ci_runs_the_command_line(self):
        with open(os.path.join(REPO, ".ci", "run"), encoding="utf-8") as file:
            ci = file.read()
        line = "swift run " + self.command(paths="Localizations", format="text", allow_file="Localizations/strings-check.allow")
        self.assertTrue(line in ci, f".ci/run does not run: {line}")


if __name__ == "__main__":
    unittest.main(verbosity=2)
