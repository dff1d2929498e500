import type { ReactElement, ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { Helmet, HelmetProvider } from 'react-helmet-async'
import { describe, expect, it } from 'vitest'

import { type Attributes, mergeHeads, readHead, TAG_TYPES } from './headState'

// The browser's head (./client) must come out as the server's: these cases
// are merged both by the real react-helmet-async, rendering on the server,
// and by mergeHeads, and the results compared tag by tag.

const HTML_NAMES: Record<string, string> = {
  className: 'class',
  httpEquiv: 'http-equiv',
  charSet: 'charset',
  itemProp: 'itemprop',
}

/** The real helmet's merge of these heads, in our shape. */
function helmetMerge(heads: ReactNode[]) {
  const context: {
    helmet?: Record<string, { toComponent(): unknown }>
  } = {}
  renderToString(
    <HelmetProvider context={context}>
      {heads.map((children, index) => (
        <Helmet key={index}>{children}</Helmet>
      ))}
    </HelmetProvider>,
  )
  const { helmet } = context
  const tags = Object.fromEntries(
    TAG_TYPES.map((type) => [
      type,
      (helmet![type].toComponent() as ReactElement<Attributes>[]).map(
        ({ props }) => {
          const attributes: Attributes = {}
          for (const [name, value] of Object.entries(props)) {
            if (name === 'data-rh') continue
            if (name === 'dangerouslySetInnerHTML') {
              attributes[type === 'style' ? 'cssText' : 'innerHTML'] = (
                value as { __html: string }
              ).__html
            } else attributes[HTML_NAMES[name] ?? name] = value
          }
          return attributes
        },
      ),
    ]),
  )
  const html = helmet!.htmlAttributes.toComponent() as Attributes
  const body = helmet!.bodyAttributes.toComponent() as Attributes
  const rename = (attributes: Attributes) =>
    Object.fromEntries(
      Object.entries(attributes).map(([name, value]) => [
        HTML_NAMES[name] ?? name,
        value,
      ]),
    )
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(helmet!.title.toString())
  return {
    title: title?.[1] || undefined,
    html: rename(html),
    body: rename(body),
    tags,
  }
}

const site = (
  <>
    <html lang="en-US" dir="ltr" />
    <title>Cypress Documentation</title>
    <meta name="twitter:card" content="summary_large_image" />
    <meta property="og:url" content="https://docs.cypress.io/" />
    <meta name="description" content="Site description" />
    <link rel="icon" href="/img/favicon.svg" />
    <link rel="canonical" href="https://docs.cypress.io/" />
    <link rel="alternate" href="https://docs.cypress.io/" hrefLang="en-US" />
    <link
      rel="alternate"
      href="https://docs.cypress.io/"
      hrefLang="x-default"
    />
  </>
)

const page = (
  <>
    <html className="docs-wrapper docs-doc-page" />
    <title>click | Cypress Documentation</title>
    <meta name="description" content="Click a DOM element." />
    <meta property="og:description" content="Click a DOM element." />
    <link rel="canonical" href="https://docs.cypress.io/api/commands/click" />
    <script type="application/ld+json">{'{"@type":"BreadcrumbList"}'}</script>
  </>
)

const cases: Array<[string, ReactNode[]]> = [
  ['one head', [site]],
  ['a page head after the site head: the page wins', [site, page]],
  ['the site head after the page head: the site wins', [page, site]],
  [
    'meta by name, property, http-equiv, charset and itemprop',
    [
      <>
        <meta charSet="utf-8" />
        <meta httpEquiv="x-ua-compatible" content="ie=edge" />
        <meta itemProp="name" content="first" />
        <meta name="robots" content="index" />
      </>,
      <>
        <meta itemProp="name" content="second" />
        <meta name="ROBOTS" content="noindex" />
        <meta content="no identity, dropped" />
      </>,
    ],
  ],
  [
    'stylesheets by href; scripts by src or text',
    [
      <>
        <link rel="stylesheet" href="/a.css" />
        <link rel="stylesheet" href="/b.css" />
        <link href="/e.css" rel="stylesheet" />
        <script src="/x.js" />
        <script>{'one()'}</script>
        <style>{'p{}'}</style>
      </>,
      <>
        <link rel="stylesheet" href="/a.css" media="print" />
        <link href="/c.css" rel="stylesheet" />
        <link href="/d.css" rel="stylesheet" />
        <script src="/x.js" async />
        <script>{'two()'}</script>
        <noscript>{'<p>no script</p>'}</noscript>
      </>,
    ],
  ],
  [
    'attributes of <html> and <body> merge, later winning',
    [
      <>
        <html lang="en" data-has-hydrated={false} />
        <body className="a" />
      </>,
      <>
        <html data-has-hydrated />
        <body className="b" id="top" />
      </>,
    ],
  ],
]

describe('mergeHeads', () => {
  it.each(cases)('%s: as react-helmet-async merges', (_, heads) => {
    const ours = mergeHeads(heads.map((children) => readHead(children)))
    const helmets = helmetMerge(heads)
    expect(ours.title).toBe(helmets.title)
    expect(ours.html).toEqual(helmets.html)
    expect(ours.body).toEqual(helmets.body)
    expect(ours.tags).toEqual(helmets.tags)
  })
})

describe('readHead', () => {
  it('says what it cannot render', () => {
    expect(() => readHead(<div />)).toThrow('<Head> cannot render <div>')
    const Component = () => null
    expect(() => readHead(<Component />)).toThrow(/not components/)
  })
})
