import { expect, test, waitForHydration } from './fixtures'
import { sitemapPaths } from './sitemapPages'

// What tools read without running the page: link previews (Open Graph and
// Twitter cards) on every page, and FAQPage structured data on the FAQ
// pages (plugins/faq-json-ld). Each doc page's preview image is a card of
// its own (plugins/link-previews); other pages show the site's card.

const socialCard = '/img/social-card.png'
const docCard = /^\/img\/cards\/[0-9a-f]{16}\.png$/
const PNG_SIGNATURE = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
])

interface PagePreview {
  path: string
  doc: boolean
  title?: string
  image?: string
}

test('every page has a title, description, image and card for link previews; each doc page a card of its own', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const paths = sitemapPaths()
  await page.goto('/')
  // Each page's own HTML, as a crawler reads it: fetched, not rendered.
  const { problems, previews } = await page.evaluate(async (all) => {
    const found: string[] = []
    const seen: PagePreview[] = []
    for (const path of all) {
      const html = await (await fetch(path)).text()
      const doc = new DOMParser().parseFromString(html, 'text/html')
      const meta = (key: string) =>
        doc
          .querySelector(`meta[property="${key}"], meta[name="${key}"]`)
          ?.getAttribute('content')
          ?.trim()
      for (const key of [
        'og:title',
        'og:description',
        'og:image',
        'twitter:card',
        'twitter:image',
      ]) {
        if (!meta(key)) found.push(`${path}: no ${key}`)
      }
      const canonical = doc
        .querySelector('link[rel="canonical"]')
        ?.getAttribute('href')
      const image = meta('og:image')
      if (
        canonical &&
        image &&
        new URL(image).origin !== new URL(canonical).origin
      ) {
        found.push(`${path}: og:image ${image} is not on the site`)
      }
      if (meta('twitter:image') !== image) {
        found.push(
          `${path}: twitter:image is ${meta('twitter:image')}, og:image ${image}`,
        )
      }
      if (meta('twitter:card') !== 'summary_large_image') {
        found.push(`${path}: twitter:card is ${meta('twitter:card')}`)
      }
      seen.push({
        path,
        // The theme's class for a doc page (ThemeClassNames.page.docsDocPage).
        doc: doc.documentElement.classList.contains('docs-doc-page'),
        title: meta('og:title'),
        image: image && new URL(image).pathname,
      })
    }
    return { problems: found, previews: seen }
  }, paths)
  expect(problems, problems.join('\n')).toEqual([])

  const docs = previews.filter((preview) => preview.doc)
  expect(docs.length, 'doc pages in the sitemap').toBeGreaterThan(250)
  const wrong = previews.flatMap(({ path, doc, image }) =>
    doc
      ? docCard.test(image ?? '')
        ? []
        : [`${path} (a doc page): og:image is ${image}, not a card of its own`]
      : image === socialCard
        ? []
        : [`${path} (not a doc page): og:image is ${image}, not ${socialCard}`],
  )
  expect(wrong, wrong.join('\n')).toEqual([])

  // Its own: no two doc pages show the same card.
  const byImage = new Map<string | undefined, PagePreview[]>()
  for (const preview of docs) {
    byImage.set(preview.image, [...(byImage.get(preview.image) ?? []), preview])
  }
  const shared = [...byImage.entries()]
    .filter(([, pages]) => pages.length > 1)
    .map(
      ([image, pages]) =>
        `${image} is the card of ${pages.map((preview) => `${preview.path} (${preview.title})`).join(', ')}`,
    )
  expect(shared, shared.join('\n')).toEqual([])
})

test('every card the doc pages name is a 1200 × 630 PNG the site serves', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const images = new Set<string>()
  for (const path of sitemapPaths()) {
    const html = await (await request.get(path)).text()
    const image =
      /<meta[^>]*property="?og:image"?[^>]*content="?([^" >]+)/.exec(html)?.[1]
    if (image) images.add(new URL(image).pathname)
  }
  const cards = [...images].filter((image) => docCard.test(image))
  expect(cards.length).toBeGreaterThan(250)
  const problems: string[] = []
  for (const image of [...cards, socialCard]) {
    const response = await request.get(image)
    const png = await response.body()
    if (response.status() !== 200) {
      problems.push(`${image}: ${response.status()}`)
    } else if (!response.headers()['content-type']?.includes('image/png')) {
      problems.push(`${image}: ${response.headers()['content-type']}`)
    } else if (
      !png.subarray(0, 8).equals(PNG_SIGNATURE) ||
      png.readUInt32BE(16) !== 1200 ||
      png.readUInt32BE(20) !== 630
    ) {
      problems.push(
        `${image}: not a 1200 × 630 PNG (${png.readUInt32BE(16)} × ${png.readUInt32BE(20)})`,
      )
    }
  }
  expect(problems, problems.join('\n')).toEqual([])
})

test('a doc page’s preview is its card, the home page’s the site’s, as absolute https URLs', async ({
  page,
}) => {
  for (const [path, expected] of [
    ['/api/commands/click', docCard],
    ['/guides/core-concepts/retry-ability', docCard],
    ['/', /^\/img\/social-card\.png$/],
    ['/plugins', /^\/img\/social-card\.png$/],
  ] as const) {
    await page.goto(path)
    const image = await page
      .locator('head meta[property="og:image"]')
      .getAttribute('content')
    expect(image, path).toMatch(/^https:\/\/[^/]+\//)
    expect(new URL(image!).pathname, path).toMatch(expected)
    await expect(
      page.locator('head meta[name="twitter:image"]'),
    ).toHaveAttribute('content', image!)
  }
})

interface Question {
  '@type'?: unknown
  name?: unknown
  acceptedAnswer?: { '@type'?: unknown; text?: unknown }
}

const faqPages = sitemapPaths().filter((path) =>
  path.startsWith('/faq/questions/'),
)

test('the FAQ pages are listed', () => {
  expect(faqPages.length).toBeGreaterThan(0)
})

for (const path of faqPages) {
  test(`${path} carries valid FAQPage data, one question per h3`, async ({
    page,
  }) => {
    await page.goto(path)
    await waitForHydration(page)
    const blocks = await page
      .locator('head script[type="application/ld+json"]')
      .allTextContents()
    // Every JSON-LD block parses.
    const data = blocks.map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    )
    const faq = data.filter((item) => item['@type'] === 'FAQPage')
    expect(faq, 'one FAQPage').toHaveLength(1)
    expect(faq[0]['@context']).toBe('https://schema.org')
    const questions = faq[0].mainEntity as Question[]
    expect(Array.isArray(questions)).toBe(true)
    expect(questions.length).toBeGreaterThan(0)
    for (const question of questions) {
      expect(question['@type']).toBe('Question')
      expect(typeof question.name).toBe('string')
      expect(question.acceptedAnswer?.['@type']).toBe('Answer')
      expect(typeof question.acceptedAnswer?.text).toBe('string')
      expect((question.acceptedAnswer?.text as string).trim()).not.toBe('')
    }
    // The questions are the page's h3s, in order, without their badges
    // (the question is the reader's; a badge says who can use the answer,
    // and plugins/faq-json-ld leaves it out) or the hash link's zero-width
    // space.
    const headings = await page
      .getByRole('article')
      .locator('h3')
      .evaluateAll((nodes) =>
        nodes.map((node) => {
          const heading = node.cloneNode(true) as Element
          heading.querySelectorAll('.cy-badge').forEach((badge) => {
            badge.remove()
          })
          return (heading.textContent ?? '').replace(/\u200b/g, '').trim()
        }),
      )
    expect(questions.map((question) => question.name)).toEqual(headings)
  })
}

test('other pages carry no FAQPage data', async ({ page }) => {
  await page.goto('/api/commands/click')
  const blocks = await page
    .locator('head script[type="application/ld+json"]')
    .allTextContents()
  expect(blocks.length).toBeGreaterThan(0)
  for (const text of blocks) {
    expect((JSON.parse(text) as { '@type': string })['@type']).not.toBe(
      'FAQPage',
    )
  }
})
