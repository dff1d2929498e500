import path from 'node:path'

import { compile } from '@mdx-js/mdx'
import type { Root } from 'mdast'
import remarkDirective from 'remark-directive'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'

import remarkBadges from '../badges/remark'
import { faqEntries, faqPageJsonLd, scriptJson } from './faqJsonLd'
import remarkFaqJsonLd, { inDirectories } from './remark'

const faqDirectory = path.resolve('/site/docs/faq/questions')

function parse(mdx: string): Root {
  return unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective)
    .parse(mdx)
}

describe('faqEntries', () => {
  const cases: Array<{
    name: string
    mdx: string
    expected: Array<{ question: string; answer: string }>
  }> = [
    {
      name: 'an h3 and the paragraphs after it',
      mdx: '## Topic\n\n### Is it free?\n\nYes, it is\nfree.\n\nAlways.\n',
      expected: [
        { question: 'Is it free?', answer: 'Yes, it is free.\n\nAlways.' },
      ],
    },
    {
      name: 'answers end at the next h3 or h2, not at an h4',
      mdx: '### One?\n\nA.\n\n#### Detail\n\nB.\n\n### Two?\n\nC.\n\n## See also\n\nD.\n',
      expected: [
        { question: 'One?', answer: 'A.\n\nDetail\n\nB.' },
        { question: 'Two?', answer: 'C.' },
      ],
    },
    {
      name: 'links, code and emphasis as their text',
      mdx: '### How do I use `cy.get()`?\n\nSee [the **guide**](./guide.mdx) and `cy.get`.\n',
      expected: [
        {
          question: 'How do I use cy.get()?',
          answer: 'See the guide and cy.get.',
        },
      ],
    },
    {
      name: 'lists one item a line, code blocks as written',
      mdx: "### Which?\n\n- **One**: first\n- Two\n\n```js\ncy.visit('/')\n```\n",
      expected: [
        {
          question: 'Which?',
          answer: "- One: first\n- Two\n\ncy.visit('/')",
        },
      ],
    },
    {
      name: 'admonitions and components by their text; expressions left out',
      mdx: '### Why?\n\n:::tip\n\nInside.\n\n:::\n\n<Badge type="info">Label</Badge>\n\n{1 + 1}\n',
      expected: [{ question: 'Why?', answer: 'Inside.\n\nLabel' }],
    },
    {
      name: 'a question without an answer is left out',
      mdx: '### Empty?\n\n### Full?\n\nYes.\n',
      expected: [{ question: 'Full?', answer: 'Yes.' }],
    },
    {
      name: 'a page without h3s has no entries',
      mdx: '## Topic\n\nText.\n',
      expected: [],
    },
  ]
  for (const { name, mdx, expected } of cases) {
    it(name, () => {
      expect(faqEntries(parse(mdx))).toEqual(expected)
    })
  }
})

describe('faqPageJsonLd', () => {
  it('is a FAQPage with a Question and acceptedAnswer per entry', () => {
    expect(faqPageJsonLd([{ question: 'Q?', answer: 'A.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Q?',
          acceptedAnswer: { '@type': 'Answer', text: 'A.' },
        },
      ],
    })
  })

  it('writes JSON that cannot close its script element', () => {
    const json = scriptJson({ text: 'a </script><!-- b' })
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toEqual({ text: 'a </script><!-- b' })
  })
})

describe('inDirectories', () => {
  it.each([
    [path.join(faqDirectory, 'cloud-faq.mdx'), true],
    [path.join(faqDirectory, 'nested/page.mdx'), true],
    [path.resolve('/site/docs/faq/other.mdx'), false],
    [path.resolve('/site/docs/faq/questions-old/page.mdx'), false],
    [faqDirectory, false],
    [undefined, false],
  ])('%s: %s', (file, expected) => {
    expect(inDirectories(file, [faqDirectory])).toBe(expected)
  })
})

describe('remarkFaqJsonLd', () => {
  async function compiled(mdx: string, file: string) {
    return String(
      await compile(new VFile({ path: file, value: mdx }), {
        remarkPlugins: [
          // As the docs plugin runs it: before the site's other plugins.
          [remarkBadges, { docsDir: path.dirname(faqDirectory) }],
          [remarkFaqJsonLd, { directories: [faqDirectory] }],
        ],
      }),
    )
  }

  /** The FAQPage data a compiled page carries. */
  function jsonLd(js: string) {
    const literal =
      /"application\/ld\+json",\s*children:\s*("(?:[^"\\]|\\.)*")/.exec(js)
    expect(literal, js).not.toBeNull()
    return JSON.parse(JSON.parse(literal![1]) as string) as ReturnType<
      typeof faqPageJsonLd
    >
  }

  it('adds the data to an FAQ page’s head, as MDX compiles it', async () => {
    const js = await compiled(
      '## Topic\n\n### Is it free?\n\nYes.\n',
      path.join(faqDirectory, 'general.mdx'),
    )
    expect(js).toMatch(/\bHead\b/)
    expect(js).toContain('"application/ld+json"')
    const data = jsonLd(js)
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity[0].name).toBe('Is it free?')
  })

  it('leaves a badge out of the question', async () => {
    const js = await compiled(
      '### Can I test an API? <Badge kind="e2e-only" /> {/* #api */}\n\nYes.\n',
      path.join(faqDirectory, 'general.mdx'),
    )
    expect(jsonLd(js).mainEntity[0].name).toBe('Can I test an API?')
  })

  it('leaves other pages alone', async () => {
    const js = await compiled(
      '### Is it free?\n\nYes.\n',
      path.resolve('/site/docs/guides/page.mdx'),
    )
    expect(js).not.toContain('ld+json')
  })
})
