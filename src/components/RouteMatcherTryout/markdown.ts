import type { PhrasingContent } from 'mdast'

import {
  list,
  paragraph,
  strong,
  text,
  type MarkdownForm,
} from '../../lib/markdownForm'
import { DEFAULT_INPUT } from './examples'
import { runTryout } from './tryout'

/** Text with `code` spans, as the rules and the verdicts write them. */
function prose(value: string): PhrasingContent[] {
  return value
    .split(/(`[^`]*`)/)
    .filter(Boolean)
    .map((part) =>
      part.length > 1 && part.startsWith('`') && part.endsWith('`')
        ? { type: 'inlineCode', value: part.slice(1, -1) }
        : text(part),
    )
}

/** The rules the tryout applies, in the order Cypress applies them. */
const RULES = [
  'Cypress reads the arguments as `cy.intercept(url)`, as `cy.intercept(method, url)` when the first is an HTTP method it knows (otherwise the first string is the URL and the second the response body), as `cy.intercept(routeMatcher)`, or as `cy.intercept(url, routeMatcher, handler)` when the second holds route matcher keys only; that form needs its handler.',
  'It checks the route matcher before it registers it: an object with no keys, a field of the wrong type, a `hostname` that is neither a host nor a domain name, a `times` that is not a positive integer, a header named twice or an unknown key fails the command.',
  'A field set to an empty string is left out, header names are matched in lower case, and a header or query parameter whose name holds `.` or `[]` is read as a property path, finds nothing and is left out too.',
  'A request matches when every field does. A string matches a value it equals or matches as a minimatch glob with `matchBase` (a pattern without `/` is compared with the last part of the value). A RegExp is tested on the value. A `method` given as a string is compared in lower case.',
  '`url` is compared with the full URL and with the path, query string included; a pattern without a leading `/` is tried with one in front.',
  'A header or query parameter the request lacks counts as an empty string; a parameter given twice counts as its values joined with a comma.',
  '`https` compares with the scheme. `port` compares with the port the URL names, which Cypress 15.3.0 keeps as text, so a number only matches URLs that name no port (80 for http, 443 for https).',
  'After `times` requests, the intercept stops matching. A RegExp with the `g` or `y` flag carries its position from one request to the next.',
]

/**
 * The tryout in the page's Markdown twin: what it is, the rules it applies,
 * and its first example worked through, with the verdict for each request.
 */
export const markdown: MarkdownForm = () => {
  const result = runTryout(DEFAULT_INPUT)
  const example = DEFAULT_INPUT.matcher
  const verdicts = result.requests.map((verdict) => {
    const words: PhrasingContent[] = [
      {
        type: 'inlineCode',
        value: `${verdict.request?.method} ${verdict.request?.url}`,
      },
      text(verdict.matched ? ': matches. ' : ': does not match. '),
    ]
    for (const check of verdict.checks) {
      words.push(
        { type: 'inlineCode', value: check.field },
        text(' '),
        ...prose(`${check.how}.`),
      )
      if (check.hint) words.push(text(' '), ...prose(check.hint))
    }
    return [paragraph(words)]
  })
  return [
    paragraph([
      strong([text('Route matcher tryout.')]),
      text(' On the web page, this section takes the arguments you pass to '),
      { type: 'inlineCode', value: 'cy.intercept()' },
      text(
        ' and a list of requests, and says which requests the intercept matches and, for each one it misses, which field fails and why. It applies these rules of Cypress 15.3.0:',
      ),
    ]),
    list(
      RULES.map((rule) => [paragraph(prose(rule))]),
      { ordered: true },
    ),
    paragraph([
      text('For example, '),
      { type: 'inlineCode', value: `cy.intercept(${example})` },
      text(' against requests to '),
      { type: 'inlineCode', value: DEFAULT_INPUT.base },
      text(':'),
    ]),
    list(verdicts),
  ]
}
