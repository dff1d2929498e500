import { expect, test, waitForHydration } from './fixtures'
import { sitemapPaths } from './sitemapPages'

// What tools read without running the page: link previews (Open Graph and
// Twitter cards) on every page, and FAQPage structured data on the FAQ
// pages (plugins/faq-json-ld).

const socialCard = '/img/social-card.png'

test('every page has a title, description, image and card for link previews', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const paths = sitemapPaths()
  await page.goto('/')
  // Each page's own HTML, as a crawler reads it: fetched, not rendered.
  const problems = await page.evaluate(async (all) => {
    const found: string[] = []
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
      ]) {
        if (!meta(key)) found.push(`${path}: no ${key}`)
      }
      const canonical = doc
        .querySelector('link[rel="canonical"]')
        ?.getAttribute('href')
      const image = meta('og:image')
      if (
        canonical &&
        image !== new URL('/img/social-card.png', canonical).href
      ) {
        found.push(`${path}: og:image is ${image}`)
      }
      if (meta('twitter:card') !== 'summary_large_image') {
        found.push(`${path}: twitter:card is ${meta('twitter:card')}`)
      }
    }
    return found
  }, paths)
  expect(problems, problems.join('\n')).toEqual([])
})

test('the link-preview image is an absolute https URL to a 1200 × 630 PNG', async ({
  page,
  request,
}) => {
  await page.goto('/api/commands/click')
  const image = await page
    .locator('head meta[property="og:image"]')
    .getAttribute('content')
  expect(image).toMatch(/^https:\/\/[^/]+\/img\/social-card\.png$/)
  await expect(page.locator('head meta[name="twitter:image"]')).toHaveAttribute(
    'content',
    image!,
  )

  const response = await request.get(socialCard)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('image/png')
  const png = await response.body()
  expect(png.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  )
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
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
