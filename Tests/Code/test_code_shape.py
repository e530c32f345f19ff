"""Checks of the code's shape that issue 34 asks for, run on the repository's own Sources/:
every function is under 80 lines, and every `@unchecked Sendable` says why in the line after it
(the compiler cannot check those types, so the reader must be told what guards them)."""
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
SOURCES = ROOT / "Sources"
LONGEST = 80
# Generated from Theme/ by scripts/embed-theme.
GENERATED = {"DefaultTheme+Files.swift"}

DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|private|fileprivate|internal|package|static|class|mutating|nonmutating|override|final|"
    r"nonisolated|convenience|required|indirect)\s+)*"
    r"(func\s+[^\s(<]+|init[?!]?\s*[(<]|subscript\s*[(<])")


def swift_files():
    return [path for path in sorted(SOURCES.rglob("*.swift")) if path.name not in GENERATED]


def code_of(line, in_string):
    """The line without string literals and comments, so that their braces do not count; and
    whether a multi-line string literal is still open at its end."""
    out, i = [], 0
    while i < len(line):
        if in_string:
            end = line.find('"""', i)
            if end < 0:
                return "".join(out), True
            i, in_string = end + 3, False
        elif line.startswith('"""', i):
            i, in_string = i + 3, True
        elif line.startswith("//", i):
            break
        elif line[i] == '"':
            i += 1
            while i < len(line) and line[i] != '"':
                i += 2 if line[i] == "\\" else 1
            i += 1
        else:
            out.append(line[i])
            i += 1
    return "".join(out), in_string


def function_lengths(path):
    """(name, first line, lines) of each function, initializer and subscript with a body."""
    lines = path.read_text(encoding="utf-8").split("\n")
    codes, in_string = [], False
    for line in lines:
        code, in_string = code_of(line, in_string)
        codes.append(code)
    found = []
    for start, line in enumerate(lines):
        match = DECLARATION.match(codes[start])
        if not match:
            continue
        depth, opened = 0, False
        for end in range(start, len(lines)):
            for ch in codes[end]:
                if ch == "{":
                    depth, opened = depth + 1, True
                elif ch == "}":
                    depth -= 1
            # A declaration without a body (a protocol requirement) ends at its line.
            if not opened and end > start and not codes[end].strip().startswith(("->", "where", ")", ",")) and DECLARATION.match(codes[end]):
                break
            if opened and depth <= 0:
                found.append((match.group(1).strip(), start + 1, end - start + 1))
                break
    return found


def test_every_function_is_under_80_lines():
    long = [f"{path.relative_to(ROOT)}:{line} {name} ({count} lines)"
            for path in swift_files() for name, line, count in function_lengths(path) if count >= LONGEST]
    assert long == [], "functions of 80 lines or more:\n" + "\n".join(long)


def test_every_unchecked_sendable_says_why():
    silent = []
    for path in swift_files():
        lines = path.read_text(encoding="utf-8").split("\n")
        for n, line in enumerate(lines):
            if "@unchecked Sendable" in line and not line.lstrip().startswith("//"):
                if not any("@unchecked:" in after for after in lines[n + 1:n + 3]):
                    silent.append(f"{path.relative_to(ROOT)}:{n + 1}: {line.strip()}")
    assert silent == [], "an `@unchecked Sendable` without a `// @unchecked: …` line after it:\n" + "\n".join(silent)


def test_the_checker_counts_a_long_function_and_skips_braces_in_strings(tmp_path):
    body = "\n".join(f'    let x{n} = "{{ not a brace }}"' for n in range(79))
    source = tmp_path / "Sample.swift"
    source.write_text(f"struct S {{\n    func long() {{\n{body}\n    }}\n    func short() {{ }}\n}}\n", encoding="utf-8")
    assert function_lengths(source) == [("func long", 2, 81), ("func short", 83, 1)]
