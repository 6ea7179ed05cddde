/* tiered_memory — the Memory tab of `hermes dashboard`.
 * Plain JS, no build step: rendered through window.__HERMES_PLUGIN_SDK__ (the host's React and
 * components). Memory text is only ever a text child of an element (React escapes it); this file
 * never sets innerHTML. Every call goes to /api/plugins/tiered_memory/ through the host's
 * fetchJSON, which carries the dashboard's session token. */
(function () {
  "use strict";
  var SDK = window.__HERMES_PLUGIN_SDK__;
  if (!SDK || !window.__HERMES_PLUGINS__) return;

  var React = SDK.React;
  var h = React.createElement;
  var useState = SDK.hooks.useState;
  var useEffect = SDK.hooks.useEffect;
  var useCallback = SDK.hooks.useCallback;
  var useRef = SDK.hooks.useRef;
  var C = SDK.components;
  var BASE = "/api/plugins/tiered_memory";
  var PAGE = 50;
  var SECTIONS = [["memories", "Memories"], ["search", "Search"], ["hot", "Hot tier"], ["trash", "Trash"],
                  ["audit", "Audit"], ["health", "Health"]];
  var AUDIT_ACTIONS = ["moved", "archived", "merged", "pointer_dropped", "overflow", "trashed", "restored",
                       "edited", "purged", "left_hot", "kept_hot", "not_archived"];

  function api(path, options) { return SDK.fetchJSON(BASE + path, options); }
  function post(path, body) {
    return api(path, {method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body || {})});
  }
  function qs(params) {
    var parts = [];
    Object.keys(params).forEach(function (k) {
      if (params[k] !== null && params[k] !== undefined && params[k] !== "") {
        parts.push(encodeURIComponent(k) + "=" + encodeURIComponent(params[k]));
      }
    });
    return parts.length ? "?" + parts.join("&") : "";
  }
  // fetchJSON rejects with "<status>: <body>"; show the route's own one-line `detail` when there is one.
  function errText(err) {
    var text = String((err && err.message) || err || "failed");
    var m = /^(\d+): (\{[\s\S]*\})$/.exec(text);
    if (m) {
      try {
        var detail = JSON.parse(m[2]).detail;
        if (typeof detail === "string") return detail + " (" + m[1] + ")";
      } catch (e) { return text; }
    }
    return text;
  }
  function when(at) {
    if (at === null || at === undefined) return "—";
    var d = new Date(Number(at) * 1000);
    function p(n) { return n < 10 ? "0" + n : String(n); }
    return d.getFullYear() + "-" + p(d.getMonth() + 1) + "-" + p(d.getDate()) + " " + p(d.getHours()) + ":" + p(d.getMinutes());
  }
  function pct(x) { return x === null || x === undefined ? "—" : Math.round(Number(x) * 100) + "%"; }
  function num(n) { return n === null || n === undefined ? "—" : Number(n).toLocaleString("en"); }
  function level(u) { return u >= 1 ? "full" : u >= 0.8 ? "high" : u >= 0.6 ? "mid" : "ok"; }

  // Load `path` whenever `deps` change: [data, error, loading, reload].
  function useLoad(path, deps) {
    var s = useState({data: null, error: null, loading: true});
    var state = s[0], set = s[1];
    var tick = useState(0);
    var reload = useCallback(function () { tick[1](function (n) { return n + 1; }); }, []);
    useEffect(function () {
      var alive = true;
      if (!path) { set({data: null, error: null, loading: false}); return undefined; }
      set(function (old) { return {data: old.data, error: null, loading: true}; });
      api(path).then(function (data) { if (alive) set({data: data, error: null, loading: false}); },
                     function (err) { if (alive) set({data: null, error: errText(err), loading: false}); });
      return function () { alive = false; };
    }, (deps || []).concat([path, tick[0]]));
    return [state.data, state.error, state.loading, reload];
  }

  function Alert(props) {
    return props.text ? h("p", {className: "tm-alert", role: "alert"}, props.text) : null;
  }
  function Badge(props) {
    return h("span", {className: "tm-badge tm-badge-" + String(props.kind || "plain").replace(/[^a-z0-9_-]/gi, "")}, props.children);
  }
  function Btn(props) {
    var cls = "tm-btn" + (props.variant ? " tm-btn-" + props.variant : "");
    return h("button", {type: props.type || "button", className: cls, onClick: props.onClick, disabled: props.disabled,
                        "aria-label": props.label, "data-tm": props.tm, autoFocus: props.autoFocus}, props.children);
  }
  function Select(props) {
    return h("label", {className: "tm-field"}, h("span", null, props.label),
      h("select", {value: props.value, "data-tm": props.tm, onChange: function (e) { props.onChange(e.target.value); }},
        props.options.map(function (o) { return h("option", {key: o[0], value: o[0]}, o[1]); })));
  }
  function Panel(props) {
    return h(C.Card, {className: "tm-card " + (props.className || "")},
      h(C.CardContent, {className: "tm-card-content"},
        props.title ? h("h3", {className: "tm-card-title"}, props.title) : null, props.children));
  }

  // Ask before doing something; Escape or "Cancel" says no.
  function Confirm(props) {
    return h("div", {className: "tm-confirm", role: "alertdialog", "aria-label": props.question,
                     onKeyDown: function (e) { if (e.key === "Escape") { e.preventDefault(); props.onNo(); } }},
      h("span", null, props.question),
      h(Btn, {variant: props.danger ? "danger" : "primary", onClick: props.onYes, autoFocus: true, tm: "confirm-yes"},
        props.yes || "Confirm"),
      h(Btn, {onClick: props.onNo, tm: "confirm-no"}, "Cancel"));
  }

  // An action button that asks first, then runs `run` (a promise); reports its error.
  function ActionButton(props) {
    var asking = useState(false), busy = useState(false), error = useState(null);
    function go() {
      asking[1](false); busy[1](true); error[1](null);
      props.run().then(function (r) { busy[1](false); if (props.done) props.done(r); },
                       function (e) { busy[1](false); error[1](errText(e)); });
    }
    if (asking[0]) {
      return h(Confirm, {question: props.question, yes: props.label, danger: props.danger, onYes: go,
                         onNo: function () { asking[1](false); }});
    }
    return h("span", {className: "tm-action"},
      h(Btn, {variant: props.danger ? "danger" : null, disabled: busy[0], tm: props.tm,
              onClick: function () { asking[1](true); }}, busy[0] ? "…" : props.label),
      h(Alert, {text: error[0]}));
  }

  // -- hot tier: gauges and usage over time -----------------------------------------------------

  function Gauge(props) {
    var info = props.info || {};
    var u = props.info ? Number(info.usage || 0) : null;
    return h(Panel, {className: "tm-gauge tm-level-" + level(u || 0)},
      h("div", {"data-tm": "gauge-" + props.target},
        h("div", {className: "tm-gauge-head"}, h("strong", null, props.file),
          h("span", {className: "tm-gauge-pct", "data-tm": "gauge-pct"}, pct(u))),
        h("div", {className: "tm-meter", role: "meter", "aria-label": props.file + " usage",
                  "aria-valuemin": 0, "aria-valuemax": info.limit || 0, "aria-valuenow": info.chars || 0},
          h("div", {className: "tm-meter-fill", style: {width: Math.min(100, (u || 0) * 100) + "%"}})),
        h("div", {className: "tm-muted", "data-tm": "gauge-chars"}, props.info
          ? num(info.chars) + " / " + num(info.limit) + " chars · " + num((info.entries || []).length) + " entries" : "Loading…")));
  }

  function UsageChart(props) {
    var W = 600, H = 170, L = 34, R = 8, T = 8, B = 22;
    var series = props.series || [];
    var now = Date.now() / 1000;
    var lines = {memory: [], user: []};
    series.forEach(function (p) {
      if (!lines[p.target]) return;
      if (p.before !== null && p.before !== undefined) lines[p.target].push([p.at, p.before]);
      if (p.after !== null && p.after !== undefined) lines[p.target].push([p.at + 1, p.after]);
    });
    ["memory", "user"].forEach(function (t) {
      var info = props.hot && props.hot[t];
      if (info) lines[t].push([now, Number(info.usage || 0)]);
    });
    var all = lines.memory.concat(lines.user);
    var t0 = all.length ? Math.min.apply(null, all.map(function (p) { return p[0]; })) : now - 86400;
    var t1 = Math.max(now, t0 + 3600);
    var top = Math.max(1.0, Math.max.apply(null, all.map(function (p) { return p[1]; }).concat([0])));
    function x(t) { return L + (W - L - R) * (t - t0) / (t1 - t0); }
    function y(u) { return T + (H - T - B) * (1 - u / top); }
    function path(points) {
      return points.map(function (p, i) { return (i ? "L" : "M") + x(p[0]).toFixed(1) + " " + y(p[1]).toFixed(1); }).join(" ");
    }
    var grid = [0, 0.4, 0.8, 1.0].map(function (u) {
      return h("g", {key: "g" + u},
        h("line", {x1: L, x2: W - R, y1: y(u), y2: y(u), className: u === 0.8 ? "tm-grid tm-grid-hard" : "tm-grid"}),
        h("text", {x: L - 4, y: y(u) + 3, className: "tm-axis", textAnchor: "end"}, Math.round(u * 100) + "%"));
    });
    var label = "Hot-tier usage from " + when(t0) + " to now: MEMORY.md " + pct(props.hot && props.hot.memory && props.hot.memory.usage)
      + ", USER.md " + pct(props.hot && props.hot.user && props.hot.user.usage) + " now; " + series.length + " overflow passes";
    return h(Panel, {className: "tm-chart", title: "Usage over time"},
      h("div", {"data-tm": "usage-chart"},
        h("svg", {viewBox: "0 0 " + W + " " + H, role: "img", "aria-label": label, preserveAspectRatio: "none"},
          grid,
          h("path", {d: path(lines.memory), className: "tm-line tm-line-memory"}),
          h("path", {d: path(lines.user), className: "tm-line tm-line-user"}),
          h("text", {x: L, y: H - 6, className: "tm-axis"}, when(t0).slice(0, 10)),
          h("text", {x: W - R, y: H - 6, className: "tm-axis", textAnchor: "end"}, "now")),
        h("div", {className: "tm-legend tm-muted"},
          h("span", {className: "tm-key tm-key-memory"}, "MEMORY.md"), h("span", {className: "tm-key tm-key-user"}, "USER.md"),
          h("span", null, series.length ? "overflow passes: before → after; dashed: 80% (hard pass)" : "no overflow pass recorded yet"))));
  }

  // -- memories ------------------------------------------------------------------------------------

  function Pager(props) {
    var open = props.total === null || props.total === undefined;   // the audit pages without a count
    var end = open ? props.offset + props.shown : Math.min(props.total, props.offset + props.limit);
    var more = open ? !!props.more : end < props.total;
    return h("div", {className: "tm-pager"},
      h(Btn, {disabled: props.offset <= 0, tm: "prev", onClick: function () { props.go(Math.max(0, props.offset - props.limit)); }}, "Previous"),
      h("span", {className: "tm-muted", "aria-live": "polite"},
        end > props.offset ? (props.offset + 1) + "–" + end + (open ? "" : " of " + num(props.total)) : "none"),
      h(Btn, {disabled: !more, tm: "next", onClick: function () { props.go(props.offset + props.limit); }}, "Next"));
  }

  function MemoryRow(props) {
    var m = props.memory;
    return h("tr", {"data-tm": "memory-row", "data-id": m.id, className: props.selected ? "tm-selected" : ""},
      h("td", null, h(Btn, {variant: "link", label: "Open memory " + m.id, onClick: function () { props.open(m.id); }}, "#" + m.id)),
      h("td", {className: "tm-extra"}, h(Badge, {kind: m.target}, m.target)),
      h("td", null, h(Badge, {kind: m.type}, m.type)),
      h("td", null, h(Badge, {kind: m.status}, m.status)),
      h("td", {className: "tm-text", "data-tm": "memory-text"}, m.text),
      h("td", {className: "tm-num tm-extra"}, num(m.recall_count)),
      h("td", {className: "tm-muted tm-nowrap tm-extra"}, when(m.trashed_at || m.created_at)));
  }

  function MemoryTable(props) {
    return h("table", {className: "tm-table" + (props.compact ? " tm-compact" : "")},
      h("thead", null, h("tr", null, ["id", "file", "type", "status", "text", "recalled", "date"].map(function (c) {
        return h("th", {key: c, scope: "col", className: c === "file" || c === "recalled" || c === "date" ? "tm-extra" : ""}, c);
      }))),
      h("tbody", null, props.items.map(function (m) {
        return h(MemoryRow, {key: m.id + ":" + (m.trash_id || ""), memory: m, open: props.open, selected: props.selected === m.id});
      })));
  }

  function MemoriesSection(props) {
    var f = useState({target: "", type: "", status: "live", offset: 0});
    var filters = f[0];
    function set(key) { return function (v) { var n = Object.assign({}, filters, {offset: 0}); n[key] = v; f[1](n); }; }
    var path = "/memories" + qs({target: filters.target, type: filters.type, status: filters.status,
                                 offset: filters.offset, limit: PAGE});
    var r = useLoad(path, [props.version]);
    var data = r[0];
    return h("div", {className: "tm-split"},
      h("div", {className: "tm-main"},
        h("div", {className: "tm-filters"},
          h(Select, {label: "File", value: filters.target, onChange: set("target"), tm: "filter-target",
                     options: [["", "all"], ["memory", "MEMORY.md"], ["user", "USER.md"]]}),
          h(Select, {label: "Type", value: filters.type, onChange: set("type"), tm: "filter-type",
                     options: [["", "all"], ["state", "state"], ["rule", "rule"], ["fact", "fact"], ["pointer", "pointer"]]}),
          h(Select, {label: "Status", value: filters.status, onChange: set("status"), tm: "filter-status",
                     options: [["live", "live"], ["history", "history"], ["archived", "archived"], ["trash", "trash"], ["all", "all"]]})),
        h(Alert, {text: r[1]}),
        data ? h(MemoryTable, {items: data.items, open: props.open, selected: props.selected, compact: !!props.selected}) : h("p", {className: "tm-muted"}, "Loading…"),
        data ? h(Pager, {total: data.total, offset: data.offset, limit: data.limit,
                         go: function (o) { f[1](Object.assign({}, filters, {offset: o})); }}) : null),
      props.selected ? h(MemoryDetail, {id: props.selected, close: function () { props.open(null); }, changed: props.changed,
                                        version: props.version}) : null);
  }

  function MemoryDetail(props) {
    var r = useLoad("/memories/" + props.id, [props.version]);
    var m = r[0];
    var editing = useState(false), draft = useState(""), editError = useState(null);
    var headRef = useRef(null);
    useEffect(function () { if (headRef.current) headRef.current.focus(); }, [props.id]);
    function saved(result) { editing[1](false); props.changed(result && result.id); }
    var body;
    if (r[1]) body = h(Alert, {text: r[1]});
    else if (!m) body = h("p", {className: "tm-muted"}, "Loading…");
    else {
      var trashed = m.status === "trash";
      body = h("div", null,
        h("div", {className: "tm-badges"}, h(Badge, {kind: m.target}, m.target), h(Badge, {kind: m.type}, m.type),
          h(Badge, {kind: m.status}, m.status)),
        editing[0]
          ? h("form", {className: "tm-edit", onSubmit: function (e) {
                e.preventDefault(); editError[1](null);
                post("/memories/" + m.id + "/edit", {text: draft[0]}).then(saved, function (err) { editError[1](errText(err)); });
              }},
              h("label", {className: "tm-field tm-field-wide"}, h("span", null, "New text"),
                h("textarea", {value: draft[0], rows: 4, autoFocus: true, "data-tm": "edit-text",
                               onChange: function (e) { draft[1](e.target.value); },
                               onKeyDown: function (e) { if (e.key === "Escape") editing[1](false); }})),
              h(Btn, {type: "submit", variant: "primary", tm: "edit-save"}, "Save new version"),
              h(Btn, {onClick: function () { editing[1](false); }}, "Cancel"), h(Alert, {text: editError[0]}))
          : h("p", {className: "tm-text tm-detail-text", "data-tm": "detail-text"}, m.text),
        h("dl", {className: "tm-facts"},
          fact("created", when(m.created_at)), fact("updated", when(m.updated_at)),
          fact("recalled", num(m.recall_count) + " times" + (m.last_recalled_at ? ", last " + when(m.last_recalled_at) : "")),
          fact("injected", num(m.injected_total) + " recent prompts"), fact("origin", m.origin || "—"),
          trashed ? fact("trashed", when(m.trashed_at) + " — " + (m.trash_reason || "")) : null),
        h("div", {className: "tm-actions"},
          !trashed && m.status === "live" && !editing[0] ? h(Btn, {tm: "edit", onClick: function () { draft[1](m.text); editing[1](true); }}, "Edit") : null,
          !trashed && m.status === "live" ? h(ActionButton, {label: "Forget", tm: "forget", question: "Move #" + m.id + " to the trash?",
            run: function () { return post("/memories/" + m.id + "/forget"); }, done: function () { props.changed(m.id); }}) : null,
          trashed ? h(ActionButton, {label: "Restore", tm: "restore", question: "Restore #" + m.id + " from the trash?",
            run: function () { return post("/memories/" + m.id + "/restore"); }, done: function () { props.changed(m.id); }}) : null,
          h(ActionButton, {label: "Purge", tm: "purge", danger: true, question: "Delete #" + m.id + " and its history for good?",
            run: function () { return post("/memories/" + m.id + "/purge", {confirm: true}); },
            done: function () { props.changed(null); }})),
        list("History (oldest first)", (m.versions || []).length > 1 ? m.versions : null, function (v) {
          return [h("span", {className: "tm-muted"}, "#" + v.id + " " + v.status + " " + when(v.created_at)), h("span", {className: "tm-text"}, v.text)];
        }),
        list("What the worker did", m.audit, function (a) {
          return [h("span", {className: "tm-muted"}, when(a.at) + " " + a.action), h("span", null, a.reason)];
        }));
    }
    return h("div", {className: "tm-detail", onKeyDown: function (e) {
        if (e.key === "Escape" && !e.defaultPrevented && e.target.tagName !== "TEXTAREA") props.close();
      }}, h(Panel, null,
      h("div", {className: "tm-detail-head"},
        h("h3", {className: "tm-card-title", tabIndex: -1, ref: headRef}, "Memory #" + props.id),
        h(Btn, {label: "Close detail (Escape)", onClick: props.close}, "Close")),
      body));
  }
  function fact(k, v) { return h(React.Fragment, {key: k}, h("dt", null, k), h("dd", null, v)); }
  function list(title, rows, render) {
    if (!rows || !rows.length) return null;
    return h("div", {className: "tm-list"}, h("h4", null, title),
      h("ul", null, rows.map(function (row, i) { return h("li", {key: i}, render(row)); })));
  }

  // -- search (the recall command) ---------------------------------------------------------------------

  function SearchSection(props) {
    var text = useState(""), query = useState(null);
    var r = useLoad(query[0] ? "/recall" + qs({q: query[0]}) : null, []);
    var doc = r[0];
    return h("div", null,
      h("form", {className: "tm-search", role: "search", onSubmit: function (e) { e.preventDefault(); if (text[0].trim()) query[1](text[0].trim()); }},
        h("input", {type: "search", value: text[0], placeholder: "A message, as the user would write it", "data-tm": "search-input",
                     "aria-label": "Recall for a message", maxLength: 2000, onChange: function (e) { text[1](e.target.value); }}),
        h(Btn, {type: "submit", variant: "primary", tm: "search-submit"}, "Recall")),
      h("p", {className: "tm-muted"}, "The same recall the agent gets before a turn: every candidate with its verdict and evidence."),
      h(Alert, {text: r[1]}),
      r[2] && query[0] ? h("p", {className: "tm-muted"}, "Recalling…") : null,
      doc ? h(RecallResult, {doc: doc, open: props.open}) : null);
  }

  function RecallResult(props) {
    var doc = props.doc, rec = doc.record || {};
    return h("div", {"data-tm": "recall-result"},
      h("p", {className: "tm-muted"}, (rec.mode || "—") + " recall with " + (rec.model || "no model") + " in " + (rec.ms || "—") + " ms"
        + (rec.degraded ? " (degraded: " + rec.degraded + ")" : "") + " · gate: " + (rec.gate || "—")),
      doc.block ? h("div", null, h("h4", null, "Would inject"), h("pre", {className: "tm-block", "data-tm": "recall-block"}, doc.block))
        : h("p", {"data-tm": "recall-empty"}, "Nothing injected: " + (rec.why_empty || "")),
      h("table", {className: "tm-table"},
        h("thead", null, h("tr", null, ["#", "memory", "verdict", "lexical", "dense", "cosine", "matched terms", "why", "text"].map(function (c) {
          return h("th", {key: c, scope: "col"}, c);
        }))),
        h("tbody", null, (doc.candidates || []).map(function (c) {
          return h("tr", {key: c.id, "data-tm": "candidate", "data-id": c.id, "data-verdict": c.verdict},
            h("td", {className: "tm-num"}, c.rank),
            h("td", null, h(Btn, {variant: "link", label: "Open memory " + c.id, onClick: function () { props.open(c.id); }}, "#" + c.id)),
            h("td", null, h(Badge, {kind: c.verdict}, c.verdict)),
            h("td", {className: "tm-num", "data-tm": "lexical-rank"}, c.lexical_rank === null ? "—" : c.lexical_rank),
            h("td", {className: "tm-num", "data-tm": "dense-rank"}, c.dense_rank === null ? "—" : c.dense_rank),
            h("td", {className: "tm-num"}, c.cosine === null ? "—" : Number(c.cosine).toFixed(3)),
            h("td", {"data-tm": "matched-terms"}, (c.matched_terms || []).join(", ") + (c.support ? " (" + c.support + ")" : "")),
            h("td", {className: "tm-muted"}, c.detail || ""),
            h("td", {className: "tm-text"}, c.text));
        }))));
  }

  // -- hot entries, trash, audit, health -------------------------------------------------------------

  function HotSection(props) {
    var hot = props.overview && props.overview.hot;
    if (!hot) return h("p", {className: "tm-muted"}, "Loading…");
    return h("div", {className: "tm-hot"}, [["memory", "MEMORY.md"], ["user", "USER.md"]].map(function (t) {
      var info = hot[t[0]] || {entries: []};
      return h(Panel, {key: t[0], title: t[1] + " — " + num(info.chars) + " / " + num(info.limit) + " chars"},
        h("ul", {className: "tm-entries"}, info.entries.map(function (e, i) {
          return h("li", {key: i, "data-tm": "hot-entry"},
            h("div", {className: "tm-badges"}, h(Badge, {kind: e.type}, e.type), e.protected ? h(Badge, {kind: "protected"}, "protected") : null,
              h("span", {className: "tm-muted"}, num(e.chars) + " chars · " + (e.age_days === null ? "age ?" : e.age_days + " d") + " · " + e.plan)),
            h("span", {className: "tm-text"}, e.text));
        })));
    }));
  }

  function TrashSection(props) {
    var offset = useState(0);
    var r = useLoad("/trash" + qs({offset: offset[0], limit: PAGE}), [props.version]);
    var data = r[0];
    return h("div", null, h(Alert, {text: r[1]}),
      !data ? h("p", {className: "tm-muted"}, "Loading…") : !data.items.length ? h("p", {className: "tm-muted"}, "The trash is empty.") :
      h("ul", {className: "tm-entries"}, data.items.map(function (m) {
        return h("li", {key: m.trash_id || m.id, "data-tm": "trash-row", "data-id": m.id},
          h("div", {className: "tm-badges"}, h(Btn, {variant: "link", label: "Open memory " + m.id, onClick: function () { props.open(m.id); }}, "#" + m.id),
            h("span", {className: "tm-muted"}, "forgotten " + when(m.trashed_at) + " — " + (m.trash_reason || ""))),
          h("span", {className: "tm-text"}, m.text),
          h("div", {className: "tm-actions"},
            h(ActionButton, {label: "Restore", tm: "restore", question: "Restore #" + m.id + "?",
              run: function () { return post("/memories/" + m.id + "/restore"); }, done: function () { props.changed(m.id); }}),
            h(ActionButton, {label: "Purge", tm: "purge", danger: true, question: "Delete #" + m.id + " for good?",
              run: function () { return post("/memories/" + m.id + "/purge", {confirm: true}); }, done: function () { props.changed(null); }})));
      })),
      data ? h(Pager, {total: data.total, offset: data.offset, limit: data.limit, go: offset[1]}) : null);
  }

  function AuditSection(props) {
    var action = useState(""), offset = useState(0);
    var r = useLoad("/audit" + qs({action: action[0], offset: offset[0], limit: PAGE}), [props.version]);
    var data = r[0];
    return h("div", null,
      h("div", {className: "tm-filters"}, h(Select, {label: "Action", value: action[0], tm: "filter-action",
        onChange: function (v) { action[1](v); offset[1](0); },
        options: [["", "all"]].concat(AUDIT_ACTIONS.map(function (a) { return [a, a]; }))})),
      h(Alert, {text: r[1]}),
      !data ? h("p", {className: "tm-muted"}, "Loading…") :
      h("ol", {className: "tm-timeline"}, data.items.map(function (a) {
        var d = a.detail || {};
        return h("li", {key: a.id, "data-tm": "audit-row"},
          h("span", {className: "tm-muted tm-nowrap"}, when(a.at)), h(Badge, {kind: a.action}, a.action),
          h("span", {className: "tm-muted"}, a.target), a.memory_id ? h(Btn, {variant: "link", label: "Open memory " + a.memory_id,
            onClick: function () { props.open(a.memory_id); }}, "#" + a.memory_id) : null,
          h("span", null, a.reason + (a.action === "overflow" ? " " + pct(d.usage_before) + " → " + pct(d.usage_after) : "")),
          a.text ? h("span", {className: "tm-text"}, a.text) : null);
      })),
      data ? h(Pager, {total: data.total, more: data.more, shown: data.items.length, offset: data.offset, limit: data.limit,
                       go: offset[1]}) : null);
  }

  function HealthSection(props) {
    var d = props.health;
    if (!d) return h(Alert, {text: props.error}) || h("p", {className: "tm-muted"}, "Loading…");
    var w = d.worker || {}, q = d.queue || {}, s = d.store || {}, settings = d.settings || {};
    var parked = q.parked || [];
    return h("div", {className: "tm-health", "data-tm": "health"},
      h(Panel, {title: "Worker"}, h("dl", {className: "tm-facts"},
        fact("state", String(w.state || "no heartbeat") + (w.running ? " (running)" : " (not running)")),
        fact("heartbeat", w.heartbeat_age_s === null || w.heartbeat_age_s === undefined ? "—" : w.heartbeat_age_s + " s ago" + (w.stale ? " (stale)" : "")),
        fact("jobs", num(w.jobs_done) + " done, " + num(w.jobs_failed) + " failed"),
        w.last_error ? fact("last error", String(w.last_error)) : null)),
      h(Panel, {title: "Embedder"}, h("dl", {className: "tm-facts"},
        fact("setting", String(settings.embedder || "—") + (settings.embed_model ? " / " + settings.embed_model : "")),
        Object.keys(d.embedders || {}).map(function (k) {
          var e = d.embedders[k];
          return fact(k.replace("embedder:", ""), String(e.model || "none") + " " + String(e.state || "") + (e.error ? " — " + e.error : ""));
        }),
        fact("vectors", Object.keys(s.models || {}).map(function (m) { return m + ": " + num(s.models[m]); }).join(", ") || "none"))),
      h(Panel, {title: "Store and queue"}, h("dl", {className: "tm-facts"},
        fact("memories", num(s.live) + " live, " + num(s.history) + " history, " + num(s.trash) + " in trash"),
        fact("queue", q.exists === false ? "empty" : num(q.depth) + " / " + num(q.capacity) + " waiting"),
        fact("parked jobs", num(parked.length))),
        parked.length ? h("ul", {className: "tm-entries", "data-tm": "parked"}, parked.map(function (j) {
          return h("li", {key: j.id}, h("span", {className: "tm-muted"}, "job " + j.id + " " + j.action + " " + j.target),
                   h("span", {className: "tm-text"}, String(j.error || "")));
        })) : null),
      h(Panel, {title: "Problems and errors"},
        (d.problems || []).length ? h("ul", {"data-tm": "problems"}, d.problems.map(function (p, i) { return h("li", {key: i}, p); }))
          : h("p", {className: "tm-muted"}, "No problems."),
        (d.errors || []).length ? h("ul", {className: "tm-entries"}, d.errors.map(function (e, i) {
          return h("li", {key: i}, h("span", {className: "tm-muted"}, when(e.at) + " " + e.source + " " + e.kind), h("span", {className: "tm-text"}, e.message));
        })) : null));
  }

  // -- the page ---------------------------------------------------------------------------------------

  function SectionTabs(props) {
    var refs = useRef({});
    function key(e) {
      var i = SECTIONS.findIndex(function (s) { return s[0] === props.value; });
      var next = e.key === "ArrowRight" ? i + 1 : e.key === "ArrowLeft" ? i - 1 : e.key === "Home" ? 0 : e.key === "End" ? SECTIONS.length - 1 : null;
      if (next === null) return;
      e.preventDefault();
      var s = SECTIONS[(next + SECTIONS.length) % SECTIONS.length][0];
      props.onChange(s);
      if (refs.current[s]) refs.current[s].focus();
    }
    return h("div", {role: "tablist", "aria-label": "Memory sections", className: "tm-tabs", onKeyDown: key},
      SECTIONS.map(function (s) {
        var on = s[0] === props.value;
        return h("button", {key: s[0], type: "button", role: "tab", id: "tm-tab-" + s[0], "aria-selected": on,
                            "aria-controls": "tm-panel", tabIndex: on ? 0 : -1, className: "tm-tab" + (on ? " tm-tab-on" : ""),
                            "data-tm": "tab-" + s[0], ref: function (el) { refs.current[s[0]] = el; },
                            onClick: function () { props.onChange(s[0]); }}, s[1]);
      }));
  }

  function MemoryPage() {
    var section = useState("memories"), selected = useState(null), version = useState(0);
    var bump = useCallback(function () { version[1](function (n) { return n + 1; }); }, []);
    var ov = useLoad("/overview", [version[0]]);
    var hl = useLoad(ov[0] || ov[1] ? "/health" : null, [version[0]]);
    function open(id) { selected[1](id); if (id !== null) section[1]("memories"); }
    function changed(id) { selected[1](id); bump(); }
    var overview = ov[0], health = hl[0];
    var problems = health ? (health.problems || []).length : 0;
    var common = {open: open, changed: changed, version: version[0], selected: selected[0]};
    var body = section[0] === "memories" ? h(MemoriesSection, common)
      : section[0] === "search" ? h(SearchSection, common)
      : section[0] === "hot" ? h(HotSection, {overview: overview})
      : section[0] === "trash" ? h(TrashSection, common)
      : section[0] === "audit" ? h(AuditSection, common)
      : h(HealthSection, {health: health, error: hl[1]});
    return h("div", {className: "tm-page", "data-tm": "page"},
      h("div", {className: "tm-head"},
        health ? h("span", {className: "tm-status", "data-tm": "status-line"},
          h(Badge, {kind: health.worker && health.worker.running ? "ok" : "idle"}, health.worker && health.worker.running ? "worker running" : "worker idle"),
          h(Badge, {kind: problems ? "problem" : "ok"}, problems ? problems + " problem" + (problems > 1 ? "s" : "") : "healthy"),
          h("span", {className: "tm-muted"}, num(health.store && health.store.live) + " live memories")) : null,
        h(Btn, {onClick: bump, label: "Refresh", tm: "refresh"}, "Refresh")),
      h(Alert, {text: ov[1]}),
      h("div", {className: "tm-top"},
        h("div", {className: "tm-gauges"},
          h(Gauge, {target: "memory", file: "MEMORY.md", info: overview && overview.hot.memory}),
          h(Gauge, {target: "user", file: "USER.md", info: overview && overview.hot.user})),
        overview ? h(UsageChart, {series: overview.usage_series, hot: overview.hot}) : h(Panel, {className: "tm-chart"}, h("p", {className: "tm-muted"}, "Loading…"))),
      h(SectionTabs, {value: section[0], onChange: section[1]}),
      h("div", {id: "tm-panel", role: "tabpanel", "aria-labelledby": "tm-tab-" + section[0], className: "tm-panel"}, body));
  }

  window.__HERMES_PLUGINS__.register("tiered_memory", MemoryPage);
})();
