"""Korean lexical rules and analysers, measured out of fold: fused top-1 with the rule chosen on the other fold.

`python -m tiered_memory.bench korean --data FILE [--data FILE …] --cache DIR [--analyser kiwi|mecab]`
writes every store of every file through the real write path (as `bench retrieval`), collects
each query's dense leg once and its lexical leg once per variant of the query's Korean terms
(`VARIANTS`: the plain bigrams, the word rule alone, the shared/korean.py rules, a "spacing"
variant, and optionally a morphological analyser's morphemes as whole-word terms), fuses them with the product's
`fuse_ranking` at the default FusionParams, and scores every query. The choice of a variant
is made as `bench retrieval --cv` makes its choices: the Korean queries of all files are split
into two folds (alternate queries within each store); on one fold the variant with the best
fused top-1 is chosen (mean over files; ties: fused mrr@20, then lexical mrr@20, then the
earlier variant, the plain bigrams first), and scored on the other. Queries of other languages
are reported per language to show the variants leave them unchanged.
"""

from __future__ import annotations

import argparse
import json
import re
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence
from unittest import mock

import numpy as np

from ..shared import text
from ..shared.recall import DEFAULT_FUSION, dense_query, fuse_ranking, leg_weights, pool_size_for
from ..shared.store import search as search_module
from .helpers import format_table, git_commit, machine_info, machine_line, utc_now
from .retrieval import EMBEDDERS, Tally, build_embedder, load_stores, open_store, score_ranking, write_memories

POOL = 200
HANGUL_WORD = re.compile("[\uac00-\ud7af]+")
VARIANTS: dict[str, frozenset[str] | None] = {   # None: plain bigrams (korean_words off)
    "bigrams": None,
    "word": frozenset(),
    "word+function": frozenset({"function"}),
    "word+stem": frozenset({"stem"}),
    "word+stem+function": frozenset({"stem", "function"}),
    "word+stem+spacing": frozenset({"stem", "spacing"}),
    "word+stem+function+spacing": frozenset({"stem", "function", "spacing"}),
}
CONTENT_TAGS = ("NNG", "NNP", "VV", "VA", "XR", "SL", "SN", "SH")


def analyser_terms(name: str) -> Callable[[str], list[str]]:
    """Query terms with each Korean word replaced by its content morphemes (each a whole-word term)."""
    if name == "kiwi":
        from kiwipiepy import Kiwi

        kiwi = Kiwi()
        morphemes: Callable[[str], list[tuple[str, str]]] = lambda s: [(t.form, t.tag) for t in kiwi.tokenize(s)]
    else:
        import mecab

        tagger = mecab.MeCab()
        morphemes = lambda s: [(m.surface, m.pos) for m in tagger.parse(s)]

    def terms(query: str) -> list[str]:
        out = [t for t in text.query_terms(query, korean_words=True) if not HANGUL_WORD.search(t)]
        for form, tag in morphemes(query):
            if tag.split("+")[0] in CONTENT_TAGS and HANGUL_WORD.fullmatch(form) and len(form) >= 2:
                term = " ".join(text.cjk_grams(form))
                if term not in out:
                    out.append(term)
        return out
    return terms


def _spaced(term: str) -> str:
    """The "spacing" variant of a Korean word of three or more distinct bigrams: any one may be missing
    (a compound a memory spells with a space, 영화 감독 for 영화감독, lacks the bigram across it). Measured,
    not shipped: FTS5 then scores each bigram once per alternative it appears in (n - 1 times), which
    PostgreSQL's lexical leg does not mirror."""
    grams = list(dict.fromkeys(term.split()))
    if len(grams) < 3:
        return text.fts_match_expression([term]) or ""
    quoted = [f'"{gram}"' for gram in grams]
    return "(" + " OR ".join("(" + " AND ".join(q for j, q in enumerate(quoted) if j != i) + ")"
                             for i in range(len(quoted))) + ")"


@contextmanager
def lexical_variant(rules: frozenset[str] | None, terms: Callable[[str], list[str]] | None) -> Iterator[None]:
    """The lexical leg under one variant: the query's terms and their FTS5 expression."""
    def variant_terms(query: str, **_: Any) -> list[str]:
        if terms is not None:
            return terms(query)
        return text.query_terms(query, korean_words=rules is not None,
                                korean_rules=(rules or frozenset()) - {"spacing"})

    def expression(found: list[str]) -> str | None:
        if not rules or "spacing" not in rules:
            return text.fts_match_expression(found)
        return " OR ".join(_spaced(term) if " " in term and text.has_cjk(term) else text.fts_match_expression([term])
                           or "" for term in found) or None

    with mock.patch.object(search_module, "query_terms", variant_terms), \
            mock.patch.object(search_module, "fts_match_expression", expression):
        yield


def collect(files: Sequence[Path], embedder: Any, variants: dict[str, Any], workdir: Path) -> list[dict[str, Any]]:
    """Per query: its store, language, fold position, gold, dense hits and lexical hits per variant."""
    rows: list[dict[str, Any]] = []
    for number, path in enumerate(files):
        for index, data in enumerate(load_stores(path)):
            with open_store(workdir / f"ko-{number}-{index}.db", embedder, "numpy") as store:
                ids = write_memories(store, data, Tally())
                for position, query in enumerate(data.queries):
                    terms = text.query_terms(query["text"])
                    row = {"file": path.stem, "store": data.name, "lang": data.lang, "position": position,
                           "id": query["id"], "text": query["text"], "gold": frozenset(map(str, query["gold"])),
                           "ids": ids, "terms": len(terms), "cjk": text.cjk_share(terms) > 0.5,
                           "dense": store.dense_search(embedder.embed_query(dense_query(query["text"])),
                                                       embedder.model_id, POOL), "lexical": {}, "ms": {}}
                    for name, (rules, fn) in variants.items():
                        with lexical_variant(rules, fn):
                            t0 = time.perf_counter()
                            row["lexical"][name] = store.lexical_search(query["text"], POOL)
                            row["ms"][name] = (time.perf_counter() - t0) * 1000.0
                    rows.append(row)
    return rows


def score(row: dict[str, Any], variant: str) -> dict[str, float]:
    """Lexical and fused metrics of one query under one variant (default FusionParams, as recall fuses)."""
    pool = pool_size_for(row["terms"], 20, DEFAULT_FUSION)
    weights = leg_weights(row["terms"], row["cjk"], DEFAULT_FUSION)
    lexical = row["lexical"][variant]
    fused = fuse_ranking(lexical[:pool], row["dense"][:pool], 20, weights)
    groups = lambda ranked: [row["ids"].get(key, frozenset()) for key, _ in ranked]
    lex, fus = score_ranking(groups(lexical[:20]), row["gold"]), score_ranking(groups(fused), row["gold"])
    return {"top1": fus["top1"], "mrr": fus["mrr@20"], "any5": fus["recall_any@5"],
            "lex_top1": lex["top1"], "lex_mrr": lex["mrr@20"], "lex_any5": lex["recall_any@5"]}


def choose(table: dict[str, list[dict[str, float]]], rows: list[dict[str, Any]], mask: np.ndarray) -> str:
    """The variant with the best fused top-1 on `mask` (mean over files; ties: fused mrr, lexical mrr, order)."""
    files = sorted({r["file"] for r in rows})

    def key(item: tuple[int, str]) -> tuple[float, ...]:
        index, name = item
        means = [[np.mean([table[name][i][m] for i, r in enumerate(rows) if mask[i] and r["file"] == f] or [0.0])
                  for f in files] for m in ("top1", "mrr", "lex_mrr")]
        return (-round(float(np.mean(means[0])), 9), -round(float(np.mean(means[1])), 9),
                -round(float(np.mean(means[2])), 9), index)
    return min(enumerate(table), key=key)[1]


def cross_validate(rows: list[dict[str, Any]], variants: Sequence[str]) -> dict[str, Any]:
    """In-sample and out-of-fold fused top-1 of the Korean queries, the variant chosen inside 2 folds."""
    ko = [r for r in rows if r["lang"] == "ko"]
    table = {name: [score(r, name) for r in ko] for name in variants}
    fold = np.array([r["position"] % 2 for r in ko])
    best = choose(table, ko, np.ones(len(ko), dtype=bool))
    oof = np.zeros(len(ko))
    chosen = []
    for f in (0, 1):
        pick = choose(table, ko, fold != f)
        chosen.append(pick)
        oof[fold == f] = [table[pick][i]["top1"] for i in np.flatnonzero(fold == f)]
    per_file = {f: {"queries": sum(r["file"] == f for r in ko),
                    "in_sample": _mean([table[best][i]["top1"] for i, r in enumerate(ko) if r["file"] == f]),
                    "oof": _mean([oof[i] for i, r in enumerate(ko) if r["file"] == f])}
                for f in dict.fromkeys(r["file"] for r in ko)}
    return {"in_sample_variant": best, "chosen": chosen, "files": per_file}


def _mean(values: Sequence[float]) -> float:
    return round(float(np.mean(values)), 4) if len(values) else float("nan")


def summary(rows: list[dict[str, Any]], variants: Sequence[str]) -> list[dict[str, Any]]:
    """Per variant, file and language: fused and lexical top-1, mrr@20, any@5 and the lexical leg's p50 ms."""
    out = []
    for name in variants:
        for key in dict.fromkeys((r["file"], r["lang"]) for r in rows):
            part = [r for r in rows if (r["file"], r["lang"]) == key]
            scores = [score(r, name) for r in part]
            out.append({"variant": name, "file": key[0], "lang": key[1], "queries": len(part),
                        **{m: _mean([s[m] for s in scores]) for m in scores[0]},
                        "lexical_ms_p50": round(float(np.median([r["ms"][name] for r in part])), 3)})
    return out


def failures(rows: list[dict[str, Any]], variants: Sequence[str]) -> list[str]:
    """Korean and English queries whose fused top-1 misses, per variant."""
    return [f"{name}: {r['store']} {r['id']} {r['text']}" for name in variants for r in rows
            if r["lang"] in ("ko", "en") and not score(r, name)["top1"]]


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("korean", help="Korean lexical rules and analysers, out of fold (fused top-1)")
    parser.add_argument("--data", action="append", required=True, type=Path, help="JSONL retrieval file (repeatable)")
    parser.add_argument("--embedder", choices=[e for e in EMBEDDERS if e != "none"], default="builtin")
    parser.add_argument("--cache", default=None, help="cache vectors in DIR")
    parser.add_argument("--analyser", action="append", choices=("kiwi", "mecab"), default=[],
                        help="also measure this analyser's morphemes as query terms (must be installed)")
    parser.add_argument("--variant", action="append", choices=list(VARIANTS), default=[],
                        help="measure only these rule variants (default: all)")
    parser.add_argument("--json", action="store_true")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    embedder = build_embedder(args.embedder, cache=args.cache)
    variants: dict[str, Any] = {name: (rules, None) for name, rules in VARIANTS.items()
                                if not args.variant or name in args.variant}
    for name in args.analyser:
        variants[name] = (None, analyser_terms(name))
    with tempfile.TemporaryDirectory(prefix="tm-bench-korean-") as tmp:
        rows = collect(args.data, embedder, variants, Path(tmp))
    report = {"bench": "korean", "date": utc_now(), "commit": git_commit(), "data": [str(p) for p in args.data],
              "variants": list(variants), "cv": cross_validate(rows, list(variants)),
              "summary": summary(rows, list(variants)), "failures": failures(rows, list(variants)),
              "machine": machine_info()}
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
        return 0
    print(format_table(["variant", "file", "lang", "queries", "fused top1", "mrr@20", "any@5", "lexical top1",
                        "lexical mrr@20", "lexical any@5", "lexical ms p50"],
                       [[s["variant"], s["file"], s["lang"], s["queries"], s["top1"], s["mrr"], s["any5"],
                         s["lex_top1"], s["lex_mrr"], s["lex_any5"], s["lexical_ms_p50"]] for s in report["summary"]]))
    cv = report["cv"]
    print(f"\nKorean fused top-1, variant chosen inside 2 folds: in-sample choice {cv['in_sample_variant']}; "
          f"fold 0 scored with {cv['chosen'][0]!r} (chosen on fold 1), fold 1 with {cv['chosen'][1]!r}")
    print(format_table(["file", "queries", "in-sample", "out-of-fold"],
                       [[f, d["queries"], d["in_sample"], d["oof"]] for f, d in cv["files"].items()]))
    print("\nfused top-1 misses (ko, en):\n  " + "\n  ".join(report["failures"]))
    print("\n" + machine_line(report))
    return 0
