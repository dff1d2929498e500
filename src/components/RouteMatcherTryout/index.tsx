import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
} from 'react'

import { DEFAULT_INPUT, EXAMPLES, RESOURCE_TYPES } from './examples'
import type { TryoutInput } from './tryout'
import { styles, TRYOUT_CSS } from './styles'

type Engine = typeof import('./engine')

/** The matching code, minimatch and its helpers: loaded once, when idle or on first use. */
let engineModule: Promise<Engine> | undefined
function loadEngine(): Promise<Engine> {
  engineModule ??= import(
    /* webpackChunkName: "route-matcher-tryout" */ './engine'
  ).catch((error: unknown) => {
    engineModule = undefined
    throw error
  })
  return engineModule
}

/** How long typing pauses before the live region says the new verdicts. */
const ANNOUNCE_DELAY_MS = 600

const LOAD_FAILED_MESSAGE =
  'The tryout could not be loaded. Check your connection, then move to a field to try again.'

const NO_SCRIPT_MESSAGE =
  'The verdicts appear here once the page’s script has loaded. The rules the tryout follows are under How URLs are matched, above.'

/**
 * The route matcher tryout: the reader types the arguments of
 * `cy.intercept()` and a list of requests and reads, for each request,
 * whether the intercept matches it and why not. The form is rendered on
 * the server, so the page reads whole without JavaScript; the matching
 * code (./engine) loads when the browser is idle after the page is
 * interactive, or at once when the reader reaches the form.
 */
/**
 * A text area for code: monospaced, and left alone by the browser's
 * spelling checks, capitals and corrections.
 */
function CodeArea(props: ComponentProps<'textarea'>) {
  return (
    <textarea
      {...props}
      className={styles.code}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
    />
  )
}

export default function RouteMatcherTryout() {
  const id = useId()
  const [input, setInput] = useState<TryoutInput>(DEFAULT_INPUT)
  const [engine, setEngine] = useState<Engine | null>(null)
  const [failed, setFailed] = useState(false)
  // Said by the live region after the reader changes something; the region
  // itself appears with the first verdicts, which are not announced.
  const [announced, setAnnounced] = useState<string>()
  const requested = useRef(false)

  const load = useCallback(() => {
    if (requested.current) return
    requested.current = true
    loadEngine().then(
      (loaded) => {
        setFailed(false)
        setEngine(() => loaded)
      },
      () => {
        requested.current = false
        setFailed(true)
      },
    )
  }, [])

  // Load when the browser is idle after hydration, so the page's own
  // scripts come first.
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(load, { timeout: 4000 })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = globalThis.setTimeout(load, 1500)
    return () => globalThis.clearTimeout(timer)
  }, [load])

  const result = useMemo(() => engine?.runTryout(input), [engine, input])

  useEffect(() => {
    if (!result) return undefined
    const timer = globalThis.setTimeout(
      () => setAnnounced(result.summary),
      ANNOUNCE_DELAY_MS,
    )
    return () => globalThis.clearTimeout(timer)
  }, [result])

  const field =
    (name: keyof TryoutInput) =>
    (
      event: ChangeEvent<
        HTMLTextAreaElement | HTMLInputElement | HTMLSelectElement
      >,
    ) =>
      setInput((before) => ({ ...before, [name]: event.target.value }))

  const ids = {
    matcher: `${id}-matcher`,
    matcherHelp: `${id}-matcher-help`,
    matcherNote: `${id}-matcher-note`,
    requests: `${id}-requests`,
    requestsHelp: `${id}-requests-help`,
    headers: `${id}-headers`,
    headersHelp: `${id}-headers-help`,
    resourceType: `${id}-resource-type`,
    base: `${id}-base`,
    results: `${id}-results`,
  }
  const matcherProblem =
    result?.matcher.status === 'unreadable' ||
    result?.matcher.status === 'refused'

  return (
    <section
      className={styles.tryout}
      aria-label="Route matcher tryout"
      onFocusCapture={load}
      onPointerEnter={load}
    >
      <style href="route-matcher-tryout" precedence="route-matcher-tryout">
        {TRYOUT_CSS}
      </style>
      <form
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={styles.examples} role="group" aria-label="Examples">
          <span className={styles.examplesLabel} aria-hidden="true">
            Examples:
          </span>
          {EXAMPLES.map((example) => (
            <button
              key={example.label}
              type="button"
              className={styles.example}
              aria-pressed={input.matcher === example.matcher}
              onClick={() =>
                setInput((before) => ({ ...before, matcher: example.matcher }))
              }
            >
              {example.label}
            </button>
          ))}
        </div>

        <label className={styles.label} htmlFor={ids.matcher}>
          Arguments of <code>cy.intercept()</code>
        </label>
        <p id={ids.matcherHelp} className={styles.help}>
          As in your test: a URL or glob in quotes, a RegExp, a method and a
          URL, or a route matcher object. A handler or response after them is
          read, never run.
        </p>
        <CodeArea
          id={ids.matcher}
          rows={3}
          value={input.matcher}
          onChange={field('matcher')}
          aria-describedby={`${ids.matcherHelp} ${ids.matcherNote}`}
          aria-invalid={matcherProblem || undefined}
        />
        <div id={ids.matcherNote} className={styles.matcherNote}>
          {engine && result && <engine.MatcherNote verdict={result.matcher} />}
        </div>

        <label className={styles.label} htmlFor={ids.requests}>
          Requests, one a line
        </label>
        <p id={ids.requestsHelp} className={styles.help}>
          An optional method, then a URL. A path is read relative to the base
          URL below.
        </p>
        <CodeArea
          id={ids.requests}
          rows={4}
          value={input.requests}
          onChange={field('requests')}
          aria-describedby={ids.requestsHelp}
        />

        <details className={styles.more}>
          <summary>Headers, resource type and base URL</summary>
          <label className={styles.label} htmlFor={ids.headers}>
            Headers of every request
          </label>
          <p id={ids.headersHelp} className={styles.help}>
            One <code>name: value</code> a line, such as{' '}
            <code>authorization: Basic Zm9vOmJhcg==</code>. The host header
            comes from each URL.
          </p>
          <CodeArea
            id={ids.headers}
            rows={2}
            value={input.headers}
            onChange={field('headers')}
            aria-describedby={ids.headersHelp}
          />
          <div className={styles.row}>
            <div>
              <label className={styles.label} htmlFor={ids.resourceType}>
                Resource type
              </label>
              <select
                id={ids.resourceType}
                className={styles.select}
                value={input.resourceType}
                onChange={field('resourceType')}
              >
                {RESOURCE_TYPES.map((type) => (
                  <option key={type}>{type}</option>
                ))}
              </select>
            </div>
            <div className={styles.grow}>
              <label className={styles.label} htmlFor={ids.base}>
                Base URL for paths
              </label>
              <input
                id={ids.base}
                className={styles.input}
                type="url"
                spellCheck={false}
                value={input.base}
                onChange={field('base')}
              />
            </div>
          </div>
        </details>
      </form>

      <h4 className={styles.resultsHeading} id={ids.results}>
        Verdicts
      </h4>
      {engine && result ? (
        <>
          <p role="status" aria-live="polite" className={styles.summary}>
            {announced ?? result.summary}
          </p>
          <engine.Verdicts result={result} labelledBy={ids.results} />
        </>
      ) : (
        <p className={styles.placeholder}>
          {failed ? LOAD_FAILED_MESSAGE : NO_SCRIPT_MESSAGE}
        </p>
      )}
    </section>
  )
}
