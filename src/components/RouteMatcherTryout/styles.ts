/**
 * The tryout's stylesheet. The component renders it as a React 19
 * `<style href precedence>`, which React puts in the document's head once,
 * on the server and after a client-side navigation alike. As a CSS module
 * it would sit in the one styles.css every page of the site loads (about
 * 0.8 KiB gzip); this way only the page that shows the tryout carries it.
 * Class names are prefixed `rmt-` instead of hashed.
 */

/** The class names the tryout's markup uses. */
export const styles = {
  checks: 'rmt-checks',
  code: 'rmt-code',
  example: 'rmt-example',
  examples: 'rmt-examples',
  examplesLabel: 'rmt-examples-label',
  fail: 'rmt-fail',
  form: 'rmt-form',
  grow: 'rmt-grow',
  help: 'rmt-help',
  hint: 'rmt-hint',
  input: 'rmt-input',
  label: 'rmt-label',
  mark: 'rmt-mark',
  matched: 'rmt-matched',
  matcherNote: 'rmt-matcher-note',
  missed: 'rmt-missed',
  more: 'rmt-more',
  note: 'rmt-note',
  pass: 'rmt-pass',
  placeholder: 'rmt-placeholder',
  problem: 'rmt-problem',
  quote: 'rmt-quote',
  request: 'rmt-request',
  resultsHeading: 'rmt-results-heading',
  row: 'rmt-row',
  select: 'rmt-select',
  summary: 'rmt-summary',
  tryout: 'rmt-tryout',
  unchecked: 'rmt-unchecked',
  unread: 'rmt-unread',
  verdict: 'rmt-verdict',
  verdictLine: 'rmt-verdict-line',
  verdicts: 'rmt-verdicts',
  visuallyHidden: 'rmt-visually-hidden',
} as const

/** Comments out, runs of white space made one space. */
function compact(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .trim()
}

/*
 * A form, then one verdict per request. Colours come from the palette
 * (green for a match, red for a miss) and every verdict says itself in
 * words as well.
 */
export const TRYOUT_CSS = compact(`
.rmt-tryout {
  --rm-border: var(--cy-grey-200);
  --rm-surface: var(--cy-grey-50);
  --rm-field: #fff;
  --rm-muted: var(--cy-grey-700);
  --rm-pass: var(--cy-green-700);
  --rm-fail: var(--cy-red-700);
  --rm-pass-edge: var(--cy-green-500);
  --rm-fail-edge: var(--cy-red-500);
  --rm-problem-background: var(--cy-red-50);
  --rm-problem-text: var(--cy-red-900);
  --rm-pressed: var(--cy-indigo-100);
  --rm-pressed-text: var(--cy-indigo-900);

  margin-bottom: var(--ifm-leading);
  padding: 1rem;
  border: 1px solid var(--rm-border);
  border-radius: var(--ifm-global-radius);
  background: var(--rm-surface);
}

[data-theme='dark'] .rmt-tryout {
  --rm-border: var(--cy-grey-800);
  --rm-surface: var(--cy-grey-900);
  --rm-field: var(--cy-grey-1000);
  --rm-muted: var(--cy-grey-300);
  --rm-pass: var(--cy-green-300);
  --rm-fail: var(--cy-red-300);
  --rm-pass-edge: var(--cy-green-400);
  --rm-fail-edge: var(--cy-red-400);
  --rm-problem-background: var(--cy-red-1000);
  --rm-problem-text: var(--cy-red-100);
  --rm-pressed: var(--cy-indigo-800);
  --rm-pressed-text: var(--cy-indigo-50);
}

.rmt-form {
  display: flex;
  flex-direction: column;
}

.rmt-examples {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.75rem;
}

.rmt-examples-label {
  color: var(--rm-muted);
  font-size: 0.875rem;
}

.rmt-example {
  min-height: 2rem;
  padding: 0.25rem 0.75rem;
  border: 1px solid var(--rm-border);
  border-radius: 999px;
  background: var(--rm-field);
  color: var(--ifm-font-color-base);
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
}

.rmt-example[aria-pressed='true'] {
  border-color: var(--ifm-color-primary);
  background: var(--rm-pressed);
  color: var(--rm-pressed-text);
}

.rmt-label {
  display: block;
  margin-top: 0.5rem;
  font-weight: var(--ifm-font-weight-semibold);
}

.rmt-help {
  margin: 0 0 0.25rem;
  color: var(--rm-muted);
  font-size: 0.875rem;
}

.rmt-code,
.rmt-input,
.rmt-select {
  width: 100%;
  padding: 0.5rem;
  border: 1px solid var(--cy-grey-500);
  border-radius: var(--ifm-global-radius);
  background: var(--rm-field);
  color: var(--ifm-font-color-base);
  font-size: 0.875rem;
}

.rmt-code,
.rmt-input {
  font-family: var(--ifm-font-family-monospace);
}

.rmt-code {
  resize: vertical;
}

.rmt-example:focus-visible,
.rmt-code:focus-visible,
.rmt-input:focus-visible,
.rmt-select:focus-visible,
.rmt-more > summary:focus-visible {
  outline: 2px solid var(--ifm-color-primary);
  outline-offset: 2px;
}

.rmt-matcher-note {
  font-size: 0.875rem;
}

.rmt-matcher-note p {
  margin: 0.25rem 0 0;
}

.rmt-note {
  color: var(--rm-muted);
}

.rmt-problem {
  margin-top: 0.25rem;
  padding: 0.5rem 0.75rem;
  border-left: 4px solid var(--rm-fail-edge);
  border-radius: var(--ifm-global-radius);
  background: var(--rm-problem-background);
  color: var(--rm-problem-text);
}

.rmt-quote {
  margin: 0.25rem 0 0;
  padding: 0 0 0 0.75rem;
  border-left: 2px solid currentcolor;
  color: inherit;
  white-space: pre-line;
}

.rmt-more {
  margin-top: 0.75rem;
}

.rmt-more > summary {
  cursor: pointer;
  font-weight: var(--ifm-font-weight-semibold);
}

.rmt-row {
  display: flex;
  flex-wrap: wrap;
  gap: 0 1rem;
}

.rmt-grow {
  flex: 1 1 14rem;
}

.rmt-results-heading {
  margin: 1rem 0 0.25rem;
}

.rmt-summary {
  margin-bottom: 0.5rem;
  font-weight: var(--ifm-font-weight-semibold);
}

.rmt-placeholder {
  margin-bottom: 0;
  color: var(--rm-muted);
}

.rmt-verdicts {
  margin: 0;
  padding: 0;
  list-style: none;
}

.rmt-verdict {
  margin: 0 0 0.5rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--rm-border);
  border-left-width: 4px;
  border-radius: var(--ifm-global-radius);
  background: var(--rm-field);
}

.rmt-matched {
  border-left-color: var(--rm-pass-edge);
}

.rmt-missed,
.rmt-unread {
  border-left-color: var(--rm-fail-edge);
}

.rmt-verdict-line {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  margin: 0;
}

.rmt-matched .rmt-verdict-line > strong {
  color: var(--rm-pass);
}

.rmt-missed .rmt-verdict-line > strong,
.rmt-unread .rmt-verdict-line > strong {
  color: var(--rm-fail);
}

.rmt-request {
  overflow-wrap: anywhere;
}

.rmt-checks {
  margin: 0.25rem 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
}

.rmt-checks > li {
  position: relative;
  margin-top: 0.25rem;
  padding-left: 1.5rem;
  overflow-wrap: anywhere;
}

.rmt-checks > li > .rmt-mark {
  position: absolute;
  top: 0.2rem;
  left: 0;
}

.rmt-mark {
  flex: none;
  stroke: currentcolor;
}

.rmt-pass > .rmt-mark,
.rmt-matched .rmt-verdict-line > .rmt-mark {
  color: var(--rm-pass);
}

.rmt-fail > .rmt-mark,
.rmt-missed .rmt-verdict-line > .rmt-mark {
  color: var(--rm-fail);
}

.rmt-hint {
  margin: 0.25rem 0 0;
  color: var(--rm-muted);
}

.rmt-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
`)
