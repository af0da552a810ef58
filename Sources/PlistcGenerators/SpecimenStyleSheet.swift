/// The fixed part of a specimen page's CSS: layout, type for the page's own text, light and
/// dark colours (both with at least 4.5:1 contrast for text).
enum SpecimenStyleSheet {
    static let text = """
        :root {
          color-scheme: light dark;
          --page: #ffffff; --text: #1d1d1f; --muted: #55555a; --rule: #d2d2d7; --accent: #0b57d0;
          --selected: #dbe8ff; --badge: #ececf0; --fallback: #fff3d6; --box: rgba(11, 87, 208, .12);
          --error: #b3261e; --error-back: #fde7e6; --warning: #6e4a00; --warning-back: #fff3d6;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --page: #161618; --text: #f2f2f7; --muted: #b0b0b8; --rule: #3a3a3e; --accent: #8ab4ff;
            --selected: #1f3a66; --badge: #2c2c30; --fallback: #3a2f12; --box: rgba(138, 180, 255, .18);
            --error: #ff8a80; --error-back: #3d1a18; --warning: #ffd479; --warning-back: #3a2f12;
          }
        }
        * { box-sizing: border-box; }
        body {
          margin: 0 auto; padding: 1.5rem clamp(1rem, 4vw, 3rem) 3rem; max-width: 80rem;
          background: var(--page); color: var(--text);
          font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
        }
        h1 { font-size: 1.75rem; line-height: 1.2; margin: 0 0 .5rem; }
        h2 { font-size: 1.25rem; margin: 2.5rem 0 1rem; padding-bottom: .25rem; border-bottom: 1px solid var(--rule); }
        h3 { font-size: .875rem; font-weight: 600; margin: 0; color: var(--muted); }
        code { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: .9em; }
        a { color: var(--accent); }
        .made, .summary { margin: .25rem 0; color: var(--muted); }
        .notice { margin: 1rem 0; padding: .75rem 1rem; border-left: 4px solid var(--warning); background: var(--warning-back); }
        .visually-hidden {
          position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
        }
        .sizes { position: sticky; top: 0; z-index: 1; background: var(--page); padding: .5rem 0; }
        .sizes fieldset { display: flex; flex-wrap: wrap; gap: .25rem; margin: 0; padding: .5rem; border: 1px solid var(--rule); border-radius: .5rem; }
        .sizes legend { padding: 0 .25rem; font-weight: 600; }
        .sizes label { display: inline-flex; align-items: center; gap: .25rem; padding: .25rem .5rem; border-radius: .375rem; cursor: pointer; }
        .sizes label:has(input:checked) { background: var(--selected); font-weight: 600; }
        .sizes input:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
        .sizes .boxes { margin-top: .25rem; }
        body:has(#show-line-boxes:checked) .sample.boxed { background: repeating-linear-gradient(var(--box) 0 1lh, transparent 1lh 2lh); }
        .style { padding: 1rem 0; border-bottom: 1px solid var(--rule); }
        .style h3 { display: flex; flex-wrap: wrap; gap: .25rem 1rem; }
        .style-name { color: var(--text); }
        .font-name { font-weight: 400; }
        .at { display: none; font-weight: 400; font-variant-numeric: tabular-nums; }
        .notes { margin: .25rem 0 0; }
        .badge { display: inline-block; padding: 0 .5rem; border-radius: 1rem; background: var(--badge); font-size: .8125rem; }
        .badge.fallback, .badge.warning { background: var(--warning-back); color: var(--warning); }
        .badge.error { background: var(--error-back); color: var(--error); }
        .sample { margin: .25rem 0 0; line-height: 1.25; overflow-wrap: anywhere; font-synthesis: none; }
        .system { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
        .system.design-serif { font-family: ui-serif, "New York", Georgia, serif; }
        .system.design-monospaced { font-family: ui-monospace, "SF Mono", Menlo, monospace; }
        .weight-100 { font-weight: 100; } .weight-200 { font-weight: 200; } .weight-300 { font-weight: 300; }
        .weight-400 { font-weight: 400; } .weight-500 { font-weight: 500; } .weight-600 { font-weight: 600; }
        .weight-700 { font-weight: 700; } .weight-800 { font-weight: 800; } .weight-900 { font-weight: 900; }
        .table-scroll { overflow-x: auto; }
        .table-scroll:focus-visible { outline: 2px solid var(--accent); }
        table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
        caption { text-align: left; color: var(--muted); padding-bottom: .5rem; }
        th, td { padding: .375rem .625rem; border-bottom: 1px solid var(--rule); text-align: right; white-space: nowrap; }
        th[scope=row], td.font, td.row-notes, thead th:first-child, thead th:nth-child(2), thead th:last-child { text-align: left; }
        td.row-notes { white-space: normal; min-width: 16rem; color: var(--muted); }
        tr.fallback { background: var(--fallback); }
        tr.error th[scope=row] { box-shadow: inset 4px 0 var(--error); }
        tr.warning th[scope=row] { box-shadow: inset 4px 0 var(--warning); }
        td.capped { text-decoration: underline dotted; }
        .findings { padding-left: 1.5rem; }
        .findings li { margin: .5rem 0; }
        .findings .severity { text-transform: uppercase; font-size: .75rem; letter-spacing: .04em; }
        .findings .error .severity { color: var(--error); }
        .findings .warning .severity { color: var(--warning); }
        .findings .rule, .findings .finding-note { color: var(--muted); }
        footer { margin-top: 3rem; color: var(--muted); font-size: .875rem; }

        """
}
