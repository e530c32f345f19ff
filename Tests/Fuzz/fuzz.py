#!/usr/bin/env python3
"""Mutation fuzzing of guidegen through its real binary, for a bounded time.

Inputs: front matter and Markdown pages, Mustache templates, `.strings` and `.xcstrings` files,
mutated from seeds (the shipped Content/ and Theme/, and small app-string files written here).
Each round builds a site of mutated pages (with one mutated template) and lints a folder of
mutated app strings (named absolutely, or relatively as `.`, `./` or `./file`); then a hostile site (issue 36): directives whose URLs run scripts, front
matter of YAML aliases, custom lint patterns with nested quantifiers, a FIFO named like a page
and folders linked outside the site; then a module's DocC catalog of symbol pages with random paths,
kinds and Topics (cycles, members of pages that are not there) beside Swift sources declaring some
of them. Any exit status other than 0, 1 or 2 — a signal, a crash,
an abort — is a crash; a run that outlasts its time limit is a hang; a hostile site whose
output holds a script URL or a file from outside the site is a leak. A round that fails is retried one input at
a time to find the culprit, which is kept in the artifacts folder.

    Tests/Fuzz/fuzz.py [--seconds 60] [--seed N] [--guidegen PATH] [--artifacts DIR]

Prints `fuzz: R rounds, N inputs, C crashes, H hangs` and exits 1 when C or H is not 0.
"""
import argparse
import json
import os
import pathlib
import random
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
RUN_LIMIT = 60  # seconds one guidegen run may take before it counts as a hang

# Pieces that reach the parsers' corners: delimiters, deep nesting, odd bytes.
TOKENS = [
    "---\n", "\n---\n", "title: ", "section: ", "related: [", "{{", "}}", "{{#a}}", "{{/a}}", "{{^a}}",
    "{{>footer}}", "{{<base}}", "{{$b}}", "{{=<% %>=}}", "{{{x}}}", "{{&x}}", "{{!c}}", "@Metadata {", "}",
    "@Row {", "@Column(size: 2) {", "@Options(scope: local)", "<doc:", "<doc:Nope#A-B>", "](", "![", "[x](",
    "```", "```copy\nbutton: ", "> Note:", "> 注意：", "*", "**", "_", "`", "<script>", "<!--", "-->", "&#0;",
    "\u0000", "\ufeff", "\u202e", "\ud7ff", "中文", "👍🏽", "%@", "%1$@", "%#@count@", "^[x](inflect: true)",
    "\"", "\\", ";", "=", "/*", "*/", "\r\n", "\t", "    ", "#", "## ", "{#id}", "|", "- ", "\r",
    "@CallToAction(url: \"javascript:alert(1)\", purpose: link)", "@Video(source: \"java\tscript:x\", poster: \"data:text/html,x\")",
    "@Image(source: \"vbscript:x\")", "&a [x, x]", "*a", "<<: *a", "[*a, *a, *a]",
]

# Seeds of the hostile round.
URLS = ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "java\tscript:alert(1)", " javascript:alert(1)", "vbscript:x",
        "data:text/html,<script>alert(1)</script>", "file:///etc/passwd", "https://example.com/ok", "media.mp4"]
PATTERNS = ["(a+)+$", "(a|a)*b", "(x+x+)+y", "([a-z]+)*!", "(.*a){12}", "\\bok\\b", "[", "(?<n>a)\\k<n>"]
SECRET = "guidegen-fuzz-secret-7d1f"
DEEP = ["[", "![", "{{#a}}", "> ", "- ", "@A {", "*", "(", "{", "<"]


def mutate(data: bytes, rng: random.Random) -> bytes:
    data = bytearray(data)
    for _ in range(rng.randint(1, 6)):
        choice = rng.random()
        position = rng.randint(0, len(data)) if data else 0
        if choice < 0.25 and data:
            data[rng.randrange(len(data))] = rng.randrange(256)
        elif choice < 0.5:
            data[position:position] = rng.choice(TOKENS).encode("utf-8", "surrogatepass")
        elif choice < 0.65:
            data[position:position] = (rng.choice(DEEP) * rng.choice([10, 100, 3000, 10000])).encode()
        elif choice < 0.75 and data:
            end = min(len(data), position + rng.randint(1, 200))
            del data[position:end]
        elif choice < 0.85 and data:
            start = rng.randrange(len(data))
            chunk = data[start:start + rng.randint(1, 400)]
            data[position:position] = chunk * rng.randint(1, 50)
        elif choice < 0.92:
            data[position:position] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
        else:
            data = data[:position]
    return bytes(data)


def app_string_seeds():
    strings = '/* A comment */\n"Delete" = "Delete";\n"alert.title" = "Delete Photo?";\n"count" = "%d items";\n"greet" = "Hello, %@!";\n'
    catalog = {
        "sourceLanguage": "en", "version": "1.0",
        "strings": {
            "Click here": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Click here"}},
                                             "zh-Hans": {"stringUnit": {"state": "translated", "value": "点击这里"}}}},
            "%lld photos": {"localizations": {"en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld photo"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld photos"}}}}}}},
            "settings.button.save": {"comment": "Saves", "localizations": {"en": {"stringUnit": {"state": "translated", "value": "save changes"}}}},
            "sub": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@count@ left"},
                                             "substitutions": {"count": {"formatSpecifier": "lld", "variations": {"plural": {
                                                 "other": {"stringUnit": {"state": "translated", "value": "%arg items"}}}}}}}}},
        },
    }
    return {
        "Localizable.strings": strings.encode(),
        "InfoPlist.strings": strings.encode("utf-16"),
        "Localizable.xcstrings": json.dumps(catalog, ensure_ascii=False, indent=2).encode(),
    }


def run(arguments, cwd):
    """Runs guidegen; returns ("ok" | "crash" | "hang", status, tail of stderr)."""
    try:
        done = subprocess.run(arguments, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              timeout=RUN_LIMIT, env=dict(os.environ, CI="true"))
    except subprocess.TimeoutExpired:
        return "hang", None, ""
    if done.returncode in (0, 1, 2):
        return "ok", done.returncode, ""
    return "crash", done.returncode, done.stderr.decode("utf-8", "replace")[-2000:]


class Fuzzer:
    def __init__(self, guidegen, artifacts, rng):
        self.guidegen = str(guidegen)
        self.artifacts = artifacts
        self.rng = rng
        self.pages = sorted((ROOT / "Content").rglob("*.md"))
        self.templates = sorted((ROOT / "Theme" / "templates").glob("*.mustache"))
        self.app_strings = app_string_seeds()
        self.rounds = self.inputs = 0
        self.failures = []

    def keep(self, kind, name, files, status, stderr):
        folder = self.artifacts / f"{kind}-{len(self.failures) + 1}"
        for relative, data in files.items():
            path = folder / relative
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        (folder / "result.txt").write_text(f"{kind}: exit status {status}\n{stderr}\n")
        self.failures.append((kind, name, folder))
        print(f"fuzz: {kind} on {name} (exit status {status}); input kept in {folder}", file=sys.stderr)

    def site_round(self, work):
        """A site of mutated pages and one mutated template, built with search and lint."""
        site = work / "site"
        shutil.rmtree(site, ignore_errors=True)
        shutil.copytree(ROOT / "Theme", site / "Theme")
        (site / "guidegen.yml").write_text("languages: [zh-Hans, en]\ntitle: Fuzz\n")
        files = {}
        for page in self.rng.sample(self.pages, min(12, len(self.pages))):
            relative = page.relative_to(ROOT)
            files[str(relative)] = mutate(page.read_bytes(), self.rng)
        template = self.rng.choice(self.templates)
        files[str(template.relative_to(ROOT))] = mutate(template.read_bytes(), self.rng)
        for relative, data in files.items():
            (site / relative).parent.mkdir(parents=True, exist_ok=True)
            (site / relative).write_bytes(data)
        self.inputs += len(files)
        outcome, status, stderr = run([self.guidegen, "build", "--quiet", "--output", str(work / "out")], site)
        if outcome != "ok":
            self.narrow("build", files, outcome, status, stderr, work)

    def lint_round(self, work):
        """A folder of mutated .strings, .xcstrings and Markdown, linted (and fixed) in one run."""
        folder = work / "strings"
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        files = {}
        for i in range(8):
            name, seed = self.rng.choice(list(self.app_strings.items()))
            files[f"{i}-{name}"] = mutate(seed, self.rng)
        page = self.rng.choice(self.pages)
        files["page.md"] = mutate(page.read_bytes(), self.rng)
        for relative, data in files.items():
            (folder / relative).write_bytes(data)
        self.inputs += len(files)
        # The folder or a file named as a person standing in it names it too (`.`, `./`,
        # `./x.xcstrings`, as `find .` gives it): Foundation traps on some of those paths.
        target = self.rng.choice([str(folder), ".", "./", "./" + self.rng.choice(sorted(files))])
        arguments = [self.guidegen, "lint", target, "--format", self.rng.choice(["human", "json", "sarif", "line", "github"])]
        if self.rng.random() < 0.3:
            arguments.append("--fix")
        outcome, status, stderr = run(arguments, folder)
        if outcome != "ok":
            self.narrow("lint", files, outcome, status, stderr, work)

    def hostile_round(self, work):
        """A site built to attack the build: it must never crash, hang or publish a leak."""
        site, out, outside = work / "hostile", work / "hostile-out", work / "outside"
        for folder in (site, out, outside):
            shutil.rmtree(folder, ignore_errors=True)
        outside.mkdir(parents=True)
        (outside / "id_rsa").write_text(SECRET + "\n")
        (outside / "secret.md").write_text(f"---\ntitle: Secret\nsection: keys\n---\n\n{SECRET}\n")
        rng = self.rng
        url = lambda: rng.choice(URLS)
        pages = {
            "Book.docc/Book.md": "# Book\n\nThe book.\n\n## Topics\n\n- <doc:Action>\n",
            "Book.docc/Action.md": (f"# Action\n\n@Metadata {{\n  @CallToAction(url: \"{url()}\", purpose: link)\n}}\n\nText.\n\n"
                                    f"@Video(source: \"{url()}\", poster: \"{url()}\")\n\n@Image(source: \"{url()}\", alt: \"x\")\n\n"
                                    f"[a](<{url()}>) ![b](<{url()}>)\n"),
        }
        depth, width = rng.randint(1, 9), rng.randint(2, 12)
        yaml = "title: Aliases\nsection: components\na0: &a0 [" + ", ".join(["x"] * width) + "]\n"
        for level in range(1, depth + 1):
            yaml += f"a{level}: &a{level} [" + ", ".join([f"*a{level - 1}"] * width) + "]\n"
        files = {relative: mutate(text.encode(), rng) if rng.random() < 0.5 else text.encode() for relative, text in pages.items()}
        files["Content/en/components/aliases.md"] = f"---\n{yaml}---\n\nText.\n".encode()
        files["Content/en/components/words.md"] = ("---\ntitle: Words\nsection: components\n---\n\n" + "a" * rng.randint(10, 60) + "b aaa.\n").encode()
        pattern = rng.choice(PATTERNS)
        config = ("languages: [en]\ntitle: Hostile\ncontent:\n  en: Content\nlint:\n  custom:\n    - id: house.p\n      kind: existence\n"
                  f"      message: \"Avoid %s.\"\n      patterns: [{json.dumps(pattern)}]\n")
        files["guidegen.yml"] = config.encode()
        for relative, data in files.items():
            (site / relative).parent.mkdir(parents=True, exist_ok=True)
            (site / relative).write_bytes(data)
        if rng.random() < 0.5:
            os.mkfifo(site / "Content/en/components/pipe.md")
        link = rng.choice(["none", "assets", "content-folder", "theme"])
        if link == "assets":
            (site / "Theme").mkdir()
            os.symlink(outside, site / "Theme/assets")
        elif link == "content-folder":
            os.symlink(outside, site / "Content/en/keys")
        elif link == "theme":
            os.symlink(outside, site / "Theme")
        self.inputs += len(files)
        for arguments in ([self.guidegen, "build", "--quiet", "--output", str(out)],
                          [self.guidegen, "build", "Book.docc", "--quiet", "--no-lint", "--output", str(out)],
                          [self.guidegen, "lint", "--quiet"]):
            outcome, status, stderr = run(arguments, site)
            leaked = self.leak(out) if outcome == "ok" and arguments[1] == "build" else None
            if outcome != "ok" or leaked:
                kept = {relative: data for relative, data in files.items()}
                kept["link.txt"] = f"{link}; pattern {pattern}; {leaked or ''}".encode()
                self.keep(outcome if outcome != "ok" else "leak", f"hostile {' '.join(arguments[1:3])}", kept, status, stderr)
                return

    def catalog_round(self, work):
        """A module's catalog of symbol pages with random paths, kinds and Topics (cycles, a
        page curating itself, members of pages that are not there) and Swift sources that
        declare some of them, and others no file documents (their pages made from the source):
        curation, automatic curation included, must never crash or hang."""
        site, out = work / "catalog", work / "catalog-out"
        shutil.rmtree(site, ignore_errors=True)
        shutil.rmtree(out, ignore_errors=True)
        rng = self.rng
        names = ["Kit", "/Kit", "Widget", "Gadget", "Widget/Style", "Widget/Style/Flat", "Widget/make()", "Widget/init(size:)",
                 "Gadget/reset()", "Style", "Part-swift.struct", "Widget-swift.class/make()", "Widget/shared", "Other/Thing", "Kit/Widget"]
        symbol = lambda: rng.choice(names) + rng.choice(["", "", "-3xk2a", "-swift.enum", "-swift.type.method"])
        files = {}
        for n in range(rng.randint(1, 10)):
            topics = "".join(f"- ``{symbol()}``\n" for _ in range(rng.randint(0, 4)))
            body = f"# ``{symbol()}``\n\nPage {n}.\n\n" + (f"## Topics\n\n### Group {n}\n\n{topics}" if topics else "")
            files[f"Sources/Kit/Kit.docc/S{n}.md"] = body.encode()
        if rng.random() < 0.7:
            root = "# ``Kit``\n\nThe kit.\n\n## Topics\n\n### Start\n\n" + "".join(f"- ``{symbol()}``\n" for _ in range(rng.randint(0, 3)))
            files["Sources/Kit/Kit.docc/Kit.md"] = root.encode()
        swift = ["public struct Widget {", "  public static let shared = Widget()", "  public enum Style { case flat }",
                 "  public func make() {}", "  public init(size: Int) {}", "}", "public actor Gadget { public func reset() {} }",
                 "public struct Part {}", "extension Widget.Style { public struct Flat {} }",
                 # What a type's page lists and declares: access by default, platforms, long signatures.
                 "#if os(Windows)", "#elseif canImport(Glibc)", "#else", "#endif", "public extension Widget {",
                 "  @available(*, unavailable) public func old() {}", "  @_spi(Testing) public var probe: Int",
                 "  /// Spins it.\n  /// - Parameters:\n  ///   - times: How often.", "  public func spin(\n    times: Int,\n    then: () -> Void\n  ) async throws -> Int { 0 }",
                 "  public var a, b: Int", "  case x, y(z: Int)", "public protocol Drawable: Sendable { func draw() }",
                 "public struct Box<Value>: Sendable where Value: Hashable {",
                 # Pages made from the source: top-level symbols no file documents, one named as
                 # an article is (`S1`), names quoted or of an operator.
                 "/// Makes one.\npublic func makeWidget(named name: String) -> Widget { Widget() }", "public let defaultSize = 4",
                 "public typealias Size = Int", "public func == (a: Part, b: Part) -> Bool { true }", "public struct S1 {}",
                 "public func `default`() {}", "public var current: Widget { Widget() }", "/// A macro.\npublic macro Stringify() = #externalMacro(module: \"M\", type: \"S\")",
                 # Relationships: conformances in declarations and extensions, refinements, suppressed ones.
                 "extension Widget: Drawable {}", "extension Part: @unchecked Sendable, Drawable {}", "public protocol Fancy: Drawable, Widget.Style {}",
                 "struct Inner: ~Copyable, Drawable {}", "extension Widget.Style: Fancy {}"]
        files["Sources/Kit/Kit.swift"] = "\n".join(rng.sample(swift, rng.randint(0, len(swift)))).encode()
        # Now and then one file mutated: most rounds must build, or curation is never reached.
        if rng.random() < 0.2:
            mutated = rng.choice(sorted(files))
            files[mutated] = mutate(files[mutated], rng)
        for relative, data in files.items():
            (site / relative).parent.mkdir(parents=True, exist_ok=True)
            (site / relative).write_bytes(data)
        self.inputs += len(files)
        outcome, status, stderr = run([self.guidegen, "build", "Sources/Kit/Kit.docc", "--quiet", "--output", str(out)], site)
        if outcome != "ok":
            self.keep(outcome, "catalog", files, status, stderr)

    @staticmethod
    def leak(out):
        """What a built site must never hold: a script URL in an attribute, or the secret."""
        for path in out.rglob("*"):
            if not path.is_file():
                continue
            text = path.read_bytes().decode("utf-8", "replace").lower()
            if SECRET in text:
                return f"{path.name} holds a file from outside the site"
            for attribute in ("href", "src", "poster"):
                for scheme in ("javascript:", "java\tscript:", "vbscript:", "data:text/html", "file:"):
                    if f'{attribute}="{scheme}' in text or f'{attribute}=" {scheme}' in text:
                        return f"{path.name}: {attribute} with {scheme}"
        return None

    def narrow(self, command, files, outcome, status, stderr, work):
        """Finds which single input fails on its own; keeps the whole round when none does."""
        for relative, data in files.items():
            single = work / "single"
            shutil.rmtree(single, ignore_errors=True)
            if command == "build":
                shutil.copytree(ROOT / "Theme", single / "Theme")
                (single / "guidegen.yml").write_text("languages: [zh-Hans, en]\ntitle: Fuzz\n")
                # Home pages, so that a template has pages to render.
                for language, home in [("zh-Hans", "---\ntitle: 首页\n---\n\n首页。\n"), ("en", "---\ntitle: Home\n---\n\nHome.\n")]:
                    (single / "Content" / language).mkdir(parents=True, exist_ok=True)
                    (single / "Content" / language / "index.md").write_text(home)
                path = single / relative
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(data)
                arguments = [self.guidegen, "build", "--quiet", "--output", str(work / "single-out")]
            else:
                single.mkdir(parents=True)
                (single / relative).write_bytes(data)
                arguments = [self.guidegen, "lint", "./" + relative]
            one, one_status, one_stderr = run(arguments, single)
            if one != "ok":
                self.keep(one, f"{command} {relative}", {relative: data}, one_status, one_stderr)
                return
        self.keep(outcome, f"{command} (the round as a whole)", files, status, stderr)

    def run_for(self, seconds):
        deadline = time.monotonic() + seconds
        with tempfile.TemporaryDirectory(prefix="guidegen-fuzz-") as temp:
            work = pathlib.Path(temp)
            while time.monotonic() < deadline:
                self.rounds += 1
                self.site_round(work)
                self.lint_round(work)
                self.hostile_round(work)
                self.catalog_round(work)
        crashes = sum(1 for kind, _, _ in self.failures if kind in ("crash", "leak"))
        hangs = sum(1 for kind, _, _ in self.failures if kind == "hang")
        return crashes, hangs


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--seed", type=int, default=None, help="random seed (default: from the clock, printed)")
    parser.add_argument("--guidegen", default=None, help="the binary (default: .build/debug/guidegen)")
    parser.add_argument("--artifacts", default=str(ROOT / "Tests" / "Fuzz" / "artifacts"))
    options = parser.parse_args()
    seed = options.seed if options.seed is not None else int(time.time())
    guidegen = pathlib.Path(options.guidegen or ROOT / ".build" / "debug" / "guidegen").resolve()
    fuzzer = Fuzzer(guidegen, pathlib.Path(options.artifacts), random.Random(seed))
    crashes, hangs = fuzzer.run_for(options.seconds)
    print(f"fuzz: seed {seed}, {fuzzer.rounds} rounds, {fuzzer.inputs} inputs, {crashes} crashes, {hangs} hangs")
    return 1 if crashes or hangs else 0


if __name__ == "__main__":
    sys.exit(main())
