import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'

import {
  pictureChildren,
  pictureParts,
} from '../../src/components/UiFigure/picture'
import { parseMdx } from '../../src/lib/mdx.mjs'
import { isPicture } from './checks'
import { readProps } from './remark'

/**
 * Every UI picture the docs draw, rendered as the build renders it: each
 * one draws without an error and shows its caption and text equivalent, and
 * every picture component and part is used by at least one page.
 */
const docs = path.resolve(__dirname, '../../docs')

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? pages(path.join(dir, entry.name))
      : entry.name.endsWith('.mdx')
        ? [path.join(dir, entry.name)]
        : [],
  )
}

const found = pages(docs).flatMap((file) => {
  const pictures: { file: string; line: number; element: MdxJsxFlowElement }[] =
    []
  visit(parseMdx(readFileSync(file, 'utf8')), 'mdxJsxFlowElement', (node) => {
    if (isPicture(node.name ?? '')) {
      pictures.push({
        file: path.relative(docs, file),
        line: node.position?.start.line ?? 0,
        element: node,
      })
    }
  })
  return pictures
})

async function component(name: string): Promise<ComponentType<object>> {
  return (await import(`../../src/components/${name}/index.tsx`)).default
}

const escape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;')

describe('the pictures in the docs', () => {
  it.each(
    found.map(
      (picture) => [`${picture.file}:${picture.line}`, picture] as const,
    ),
  )(
    '%s draws, with its caption and text equivalent',
    async (_, { element }) => {
      const props = readProps(element)
      const children = await Promise.all(
        element.children
          .filter(
            (child): child is MdxJsxFlowElement =>
              child.type === 'mdxJsxFlowElement',
          )
          .map(async (child, key) =>
            createElement(await component(child.name ?? ''), {
              key,
              ...readProps(child),
            }),
          ),
      )
      const html = renderToStaticMarkup(
        createElement(await component(element.name ?? ''), props, ...children),
      )
      expect(html).toContain(escape(String(props.caption)))
      expect(html).toContain(escape(String(props.description)))
    },
  )

  it('use every picture component and every part', () => {
    const used = new Set(
      found.flatMap(({ element }) => [
        element.name,
        ...element.children.map((child) => ('name' in child ? child.name : '')),
      ]),
    )
    expect(
      [...Object.keys(pictureParts), ...Object.keys(pictureChildren)].filter(
        (name) => !used.has(name),
      ),
    ).toEqual([])
  })
})
