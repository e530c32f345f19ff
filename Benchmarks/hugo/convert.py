#!/usr/bin/env python3
"""Copies a generated guidegen site (Benchmarks/generate-site.py) into a Hugo site, so that
Hugo builds the same Markdown: Benchmarks/build-benchmark.sh runs it before timing Hugo.

    convert.py SITE_DIR HUGO_DIR

HUGO_DIR gets hugo.toml and layouts/ from this folder and content/ from SITE_DIR/Content/,
with only what Hugo spells differently changed:
- `order:` becomes `weight:`, the section's order times 10,000 plus the topic's, so that
  Hugo's default page order is guidegen's reading order (sections, then topics) and
  `.Prev`/`.Next` give the same previous/next links;
- `updated:` becomes `lastmod:`, and `related:` ids become `section/id` paths;
- `<doc:id>` becomes `[](doc:section/id)` and `[text](doc:id#anchor)` becomes
  `[text](doc:section/id#anchor)`: the link render hook (layouts/_markup/render-link.html)
  looks the page up and writes its URL, and its title when the text is empty;
- file names take Hugo's lower-case language key (`x.zh-hans.md`).
The link resolution, the title lookup and the rendering stay Hugo's work, as they are
guidegen's in its build.
"""
import os
import re
import shutil
import sys

DOC_AUTOLINK = re.compile(r"<doc:([a-z0-9-]+)(#[a-z0-9-]+)?>")
DOC_LINK = re.compile(r"\]\(doc:([a-z0-9-]+)(#[a-z0-9-]+)?\)")


def main():
    site, out = sys.argv[1], sys.argv[2]
    here = os.path.dirname(os.path.abspath(__file__))
    content = os.path.join(site, "Content")
    if os.path.exists(out):
        shutil.rmtree(out)
    shutil.copytree(os.path.join(here, "layouts"), os.path.join(out, "layouts"))
    shutil.copy(os.path.join(here, "hugo.toml"), out)

    # Where each topic id lives, and each section's order.
    section_of, section_order = {}, {}
    for section in sorted(os.listdir(content)):
        folder = os.path.join(content, section)
        if not os.path.isdir(folder):
            continue
        for name in os.listdir(folder):
            if name.startswith("_index."):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    m = re.search(r"^order: (\d+)$", f.read(), re.M)
                section_order[section] = int(m.group(1)) if m else 0
            else:
                section_of[name.split(".", 1)[0]] = section

    def link(m, autolink):
        target = f"doc:{section_of[m.group(1)]}/{m.group(1)}{m.group(2) or ''}"
        return f"[]({target})" if autolink else f"]({target})"

    for folder, _, names in os.walk(content):
        relative = os.path.relpath(folder, content)
        section = "" if relative == "." else relative
        target_folder = os.path.join(out, "content", section)
        os.makedirs(target_folder, exist_ok=True)
        for name in names:
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                text = f.read()
            head, body = text[4:].split("\n---\n", 1)
            if section and not name.startswith("_index."):
                head = re.sub(r"^order: (\d+)$", lambda m: f"weight: {section_order[section] * 10000 + int(m.group(1))}", head, flags=re.M)
            else:
                head = head.replace("order:", "weight:")
            head = head.replace("updated:", "lastmod:")
            head = re.sub(r"^related: \[(.*)\]$", lambda m: "related: [" + ", ".join(
                f"{section_of[i.strip()]}/{i.strip()}" for i in m.group(1).split(",") if i.strip()) + "]", head, flags=re.M)
            body = DOC_AUTOLINK.sub(lambda m: link(m, True), body)
            body = DOC_LINK.sub(lambda m: link(m, False), body)
            stem, language, ext = name.rsplit(".", 2)
            with open(os.path.join(target_folder, f"{stem}.{language.lower()}.{ext}"), "w", encoding="utf-8") as f:
                f.write(f"---\n{head}\n---\n{body}")


if __name__ == "__main__":
    main()
