import { describe, expect, it } from 'vitest'

import {
  balancedWrap,
  ELLIPSIS,
  fitTitle,
  fitTrail,
  truncate,
  wrap,
  type Measure,
} from './layout'

/** Every character is `fontSize / 2` wide: 10 characters at 20 px are 100 px. */
const fixed: Measure = (text, fontSize) => ([...text].length * fontSize) / 2

describe('wrap', () => {
  it.each([
    ['one line when it fits', 'Retry-ability', 300, ['Retry-ability']],
    [
      'breaks at spaces',
      'Writing your first end-to-end test',
      100,
      ['Writing', 'your first', 'end-to-end', 'test'],
    ],
    [
      'splits a word wider than a line after a dot',
      'Cypress.Commands.overwriteQuery',
      200,
      ['Cypress.Commands.', 'overwriteQuery'],
    ],
    [
      'splits anywhere when a word has no dot, slash or hyphen',
      'abcdefghijklmnopqrstuvwxyz',
      100,
      ['abcdefghij', 'klmnopqrst', 'uvwxyz'],
    ],
    ['collapses white space', '  a \n  b  ', 100, ['a b']],
  ])('%s', (_name, text, width, lines) => {
    const result = wrap(text, 20, width, fixed)
    expect(result).toEqual(lines)
    for (const line of result)
      expect(fixed(line, 20)).toBeLessThanOrEqual(width)
  })
})

describe('balancedWrap', () => {
  it('keeps the number of lines and evens them out', () => {
    const text = 'Writing Your First End-to-End Test'
    expect(wrap(text, 20, 300, fixed)).toEqual([
      'Writing Your First End-to-End',
      'Test',
    ])
    expect(balancedWrap(text, 20, 300, fixed)).toEqual([
      'Writing Your First',
      'End-to-End Test',
    ])
  })
})

describe('truncate', () => {
  it('ends with an ellipsis inside the width', () => {
    const cut = truncate('Continuous integration', 20, 100, fixed)
    expect(cut).toBe(`Continuou${ELLIPSIS}`)
    expect(fixed(cut, 20)).toBeLessThanOrEqual(100)
  })

  it('leaves text that fits', () => {
    expect(truncate('Cloud', 20, 100, fixed)).toBe('Cloud')
  })
})

describe('fitTitle', () => {
  const box = {
    width: 200,
    maxLines: 2,
    height: 100,
    lineHeight: 1,
    sizes: [60, 40, 20],
  }

  it('takes the largest size at which the title fits', () => {
    expect(fitTitle('as', box, fixed)).toEqual({ fontSize: 60, lines: ['as'] })
    expect(fitTitle('Network guide', box, fixed)).toEqual({
      fontSize: 40,
      lines: ['Network', 'guide'],
    })
    expect(fitTitle('Migrating from Selenium', box, fixed)).toEqual({
      fontSize: 20,
      lines: ['Migrating', 'from Selenium'],
    })
  })

  it('takes a smaller size rather than split a word', () => {
    // `Cypress.currentRetry` (20 characters) fits a line at 20 px only.
    expect(fitTitle('Cypress.currentRetry', box, fixed)).toEqual({
      fontSize: 20,
      lines: ['Cypress.currentRetry'],
    })
  })

  it('takes a smaller size when the lines would be too high', () => {
    // Two lines of 60 px are 120 px: 40 px it is.
    expect(fitTitle('Network guide', box, fixed).fontSize).toBe(40)
    expect(fitTitle('go', box, fixed)).toEqual({ fontSize: 60, lines: ['go'] })
  })

  it('splits a word that no size fits, keeping it whole', () => {
    expect(fitTitle('abcdefghijklmnopqrstuvwxyz', box, fixed)).toEqual({
      fontSize: 20,
      lines: ['abcdefghijklmnopqrst', 'uvwxyz'],
    })
  })

  it('ends the last line with an ellipsis when even the smallest size needs more lines', () => {
    const title =
      'A title so long that three lines of the smallest size cannot hold all of it'
    const { fontSize, lines } = fitTitle(title, box, fixed)
    expect(fontSize).toBe(20)
    expect(lines).toHaveLength(2)
    expect(lines[1].endsWith(ELLIPSIS)).toBe(true)
    for (const line of lines) expect(fixed(line, 20)).toBeLessThanOrEqual(200)
  })

  it('marks a cut that falls at a line break', () => {
    const { lines } = fitTitle(
      'aaaaaaaaaaaaaaaaaa bbbbbbbbbbbbbbbbbb cc',
      box,
      fixed,
    )
    expect(lines).toEqual([
      'aaaaaaaaaaaaaaaaaa',
      `bbbbbbbbbbbbbbbbbb${ELLIPSIS}`,
    ])
  })
})

describe('fitTrail', () => {
  const parts = ['Guides', 'Cloud', 'Integrations', 'Source control']

  it('keeps a trail that fits whole', () => {
    expect(fitTrail(parts, ' › ', 20, 1000, fixed)).toBe(
      'Guides › Cloud › Integrations › Source control',
    )
  })

  it('drops the middle parts before truncating', () => {
    expect(fitTrail(parts, ' › ', 20, 440, fixed)).toBe(
      `Guides › ${ELLIPSIS} › Integrations › Source control`,
    )
    expect(fitTrail(parts, ' › ', 20, 300, fixed)).toBe(
      `Guides › ${ELLIPSIS} › Source control`,
    )
    const cut = fitTrail(parts, ' › ', 20, 100, fixed)
    expect(cut.endsWith(ELLIPSIS)).toBe(true)
    expect(fixed(cut, 20)).toBeLessThanOrEqual(100)
  })
})
