"""Benchmarks/app-lint/evaluate.py reads a `.strings` file in the encodings Xcode writes: UTF-8 and
UTF-16 with a byte-order mark (older projects and SwiftGen-managed tables are UTF-16)."""
import importlib.util
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("evaluate", ROOT / "Benchmarks/app-lint/evaluate.py")
evaluate = importlib.util.module_from_spec(spec)
spec.loader.exec_module(evaluate)

TABLE = '/* A comment */\n"greeting" = "Hello there";\n\n"farewell.title" = "See you";\n'


def table_in(tmp_path, data):
    folder = tmp_path / "en.lproj"
    folder.mkdir()
    path = folder / "Localizable.strings"
    path.write_bytes(data)
    return evaluate.StringFile(str(path))


def test_a_utf8_table_gives_its_keys_and_lines(tmp_path):
    table = table_in(tmp_path, TABLE.encode("utf-8"))
    assert table.keys == {"greeting", "farewell.title"}
    assert table.locate(4, 1) == ("farewell.title", "en")


def test_a_utf16_little_endian_table_gives_the_same(tmp_path):
    table = table_in(tmp_path, b"\xff\xfe" + TABLE.encode("utf-16-le"))
    assert table.keys == {"greeting", "farewell.title"}
    assert table.locate(2, 1) == ("greeting", "en")


def test_a_utf16_big_endian_table_gives_the_same(tmp_path):
    table = table_in(tmp_path, b"\xfe\xff" + TABLE.encode("utf-16-be"))
    assert table.keys == {"greeting", "farewell.title"}


def test_a_backslash_u_without_four_hex_digits_is_the_letter_itself():
    # A table's `\u` before something other than four hex digits (a path such as
    # `C:\users`) is the letter u, as any other escaped character is itself.
    assert evaluate.strings_unescape(r"C:\users") == "C:users"
    assert evaluate.strings_unescape(r"\u00e9t\u00E9") == "été"


def test_a_problem_with_the_file_is_no_finding_on_the_copy(tmp_path):
    # The labels hold what the copy rules expect; a `.strings` file's own problems (a key set
    # twice, `strings.duplicate-key`) are not counted as findings on a key.
    table = table_in(tmp_path, TABLE.encode("utf-8"))
    labels = {("greeting", "en"): ("text", set())}
    findings = [{"id": "strings.duplicate-key", "file": table.path, "line": 2, "column": 2},
                {"id": "en.title-case", "file": table.path, "line": 2, "column": 15}]
    predicted, _, _, _ = evaluate.place_findings(findings, {table.path: table}, labels)
    assert predicted == {("greeting", "en"): {"en.title-case"}}
