/**
 * Pages speak to the reader about Cypress, never about how the docs were
 * checked. This check fails on wording that describes the type definitions
 * or the review ("the types say", "No `@default` in the types"), naming the
 * page and line, so the sentence can be rewritten as a plain fact.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { listDocPages } from '../../scripts/docSamples.mjs'

const root = path.resolve(__dirname, '../..')
const docsDir = path.join(root, 'docs')

/** Internal wording, each with the advice printed when it is found. */
export const INTERNAL_WORDING: readonly { pattern: RegExp; advice: string }[] =
  [
    {
      pattern:
        /\bthe (?:TypeScript |`?cypress`? )?(?:types|type definitions) (?:say|says|call|calls|give|gives|define|defines|declare|declares|describe|describes)\b/i,
      advice: 'state the name, type or default itself',
    },
    {
      pattern: /\bin the types\b/i,
      advice: 'state the fact without saying where it was read',
    },
    {
      pattern: /\bno `?@default`?/i,
      advice: 'say what happens when the option is left out',
    },
  ]

/**
 * Every internal phrase in one page, as `file:line: ... "phrase"`. Prose is
 * wrapped, so a phrase may span a line break: the page is searched with
 * each line break (and the indent after it) read as one space, and a match
 * is reported at the line where it starts.
 */
export function findInternalWording(file: string, source: string): string[] {
  const lineStarts = [0]
  for (let index = 0; index < source.length; index++) {
    if (source[index] === '\n') lineStarts.push(index + 1)
  }
  const lineOf = (offset: number) =>
    lineStarts.filter((start) => start <= offset).length
  // Same length as the source, so offsets still point at the right line.
  const flat = source.replace(/\s/g, ' ')
  const problems: { line: number; text: string }[] = []
  for (const { pattern, advice } of INTERNAL_WORDING) {
    const spaced = new RegExp(
      pattern.source.replace(/ /g, '\\s+'),
      pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
    )
    for (const match of flat.matchAll(spaced)) {
      const line = lineOf(match.index)
      const phrase = match[0].replace(/\s+/g, ' ')
      problems.push({
        line,
        text: `${file}:${line}: internal wording "${phrase}": ${advice}`,
      })
    }
  }
  return problems.sort((a, b) => a.line - b.line).map((problem) => problem.text)
}

describe('internal wording', () => {
  it('recognizes the phrases it is meant to catch', () => {
    const sample = [
      'The types call this first parameter `positionOrX`.',
      'No `@default` in the types; Cypress reads it as utf8.',
      'Fine: the option defaults to `true`.',
      'the types say so',
      'The TypeScript types define it as a string.',
      'A sentence wrapped before the',
      '  types say something.',
    ].join('\n')
    const found = findInternalWording('sample.mdx', sample)
    expect(found.map((problem) => problem.split(':')[1])).toEqual([
      '1',
      '2',
      '2',
      '4',
      '5',
      '6',
    ])
  })

  it('no page describes the types or the review instead of Cypress', () => {
    const problems = listDocPages(docsDir).flatMap((file) =>
      findInternalWording(
        path.relative(root, file),
        readFileSync(file, 'utf8'),
      ),
    )
    expect(problems, problems.join('\n')).toEqual([])
  })
})
