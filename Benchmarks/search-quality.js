#!/usr/bin/env node
/* Runs the query set (Benchmarks/search-queries.json) through guidegen's own search engine
   (Theme/assets/search.js, which under Node is the engine its parts make: the code readers
   run) against a built site, and prints mean reciprocal rank and recall at 5 per language.

     node Benchmarks/search-quality.js SITE_DIR [QUERIES_JSON] [--json] [--verbose] [--by-kind]

   A result is the page of a topic: its URL's path after the language (`section/id`, or
   `LanguageGuide/Closures` in a DocC catalog), compared in any letter case; it also matches an
   expected topic whose last part it ends with (the chapter's name), whatever URL form the site
   uses. MRR counts the rank of the first expected topic among the first 10 results (0 when
   none), recall at 5 is the share of expected topics among the first 5. Issue 14's target is
   MRR ≥ 0.95 in each language (Benchmarks/search-quality.sh runs the same sets in Chromium,
   next to Pagefind). */
"use strict";
const fs = require("fs");
const path = require("path");

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const flags = new Set(process.argv.slice(2).filter((a) => a.startsWith("--")));
const site = args[0];
const queriesPath = args[1] || path.join(__dirname, "search-queries.json");
if (!site) {
  console.error("usage: search-quality.js SITE_DIR [QUERIES_JSON] [--json] [--verbose] [--by-kind]");
  process.exit(2);
}
const engine = require(path.join(__dirname, "..", "Theme", "assets", "search.js"));
const queries = JSON.parse(fs.readFileSync(queriesPath, "utf8"));

const MRR_TARGET = 0.95;

function topicOf(url) {
  const parts = url.split(/[?#]/)[0].split("/").filter((p) => p && p !== "index.html");
  if (parts.length && parts[parts.length - 1].endsWith(".html")) parts[parts.length - 1] = parts[parts.length - 1].slice(0, -5);
  return parts.slice(1).join("/").toLowerCase();
}

function matches(found, expected) {
  const e = expected.toLowerCase();
  return found === e || found.split("/").pop() === e.split("/").pop();
}

/** Scores ranked topic lists against expectations: {mrr, recall5, misses}. */
function measure(list, rankedFor) {
  let rr = 0, recall = 0;
  const misses = [];
  list.forEach((item, i) => {
    const ranked = rankedFor[i];
    const first = ranked.slice(0, 10).findIndex((t) => item.expect.some((e) => matches(t, e)));
    rr += first >= 0 ? 1 / (first + 1) : 0;
    const top5 = new Set(ranked.slice(0, 5));
    recall += item.expect.filter((e) => [...top5].some((t) => matches(t, e))).length / item.expect.length;
    if (first !== 0) misses.push({ q: item.q, expect: item.expect, got: ranked.slice(0, 5), rank: first >= 0 ? first + 1 : null });
  });
  return { queries: list.length, mrr: rr / list.length, recall5: recall / list.length, misses };
}

(async () => {
  const report = {};
  for (const language of Object.keys(queries).filter((k) => Array.isArray(queries[k]))) {
    const folder = path.join(site, "search", language);
    const index = new engine.SearchIndex((p) => fs.promises.readFile(path.join(folder, p)).then((b) => new Uint8Array(b)));
    const ranked = [];
    for (const item of queries[language]) {
      const response = await index.search(item.q, { limit: 10 });
      ranked.push(response.results.map((r) => topicOf(r.url)));
    }
    report[language] = measure(queries[language], ranked);
    // Per kind of query (`kind` in the set: synonym, code-word…), when the set says.
    const kinds = [...new Set(queries[language].map((item) => item.kind).filter(Boolean))].sort();
    report[language].kinds = Object.fromEntries(kinds.map((kind) => {
      const picked = queries[language].map((item, i) => [item, ranked[i]]).filter(([item]) => item.kind === kind);
      const { queries: count, mrr, recall5 } = measure(picked.map(([item]) => item), picked.map(([, r]) => r));
      return [kind, { queries: count, mrr, recall5 }];
    }));
  }
  if (flags.has("--json")) {
    process.stdout.write(JSON.stringify(report, null, 2) + "\n");
    return;
  }
  for (const [language, r] of Object.entries(report)) {
    console.log(`${language.padEnd(8)} ${r.queries} queries  MRR ${r.mrr.toFixed(3)}  recall@5 ${r.recall5.toFixed(3)}  target MRR ≥ ${MRR_TARGET}: ${r.mrr >= MRR_TARGET ? "PASS" : "FAIL"}`);
    if (flags.has("--by-kind")) {
      for (const [kind, k] of Object.entries(r.kinds)) console.log(`  ${kind.padEnd(12)} ${String(k.queries).padStart(3)} queries  MRR ${k.mrr.toFixed(3)}  recall@5 ${k.recall5.toFixed(3)}`);
    }
    if (flags.has("--verbose")) {
      for (const m of r.misses) console.log(`  ${m.rank ? "rank " + m.rank : "missed"}: ${m.q}  expected ${m.expect.join(", ")}  got ${m.got.join(", ")}`);
    }
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
