import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import {
  TABLE_SPECS,
  checkTable,
  memberName,
  readTypeMemberDefaults,
  tableMembers,
} from './referenceTables'

const root = path.resolve(__dirname, '../..')
const defaults = readTypeMemberDefaults(
  path.join(root, 'node_modules/cypress/types/index.d.ts'),
  TABLE_SPECS.map((spec) => spec.type),
)
const types = new Map(
  [...defaults].map(([name, members]) => [name, new Set(members.keys())]),
)

describe('memberName', () => {
  it.each([
    ['`req.continue(fn)`', 'continue'],
    ["`req.on('response', fn)`", 'on'],
    ['`res.setDelay(ms)`', 'setDelay'],
    ['`iphone-x`', 'iphone-x'],
    ["`'ipad-2'`", 'ipad-2'],
    ['`body`', 'body'],
    ['plain text', undefined],
  ])('%s names %s', (cell, name) => {
    expect(memberName(cell)).toBe(name)
  })
})

describe('checkTable', () => {
  const spec = { page: 'p.mdx', headers: [['Field', 'Meaning']], type: 'T' }
  const page =
    '| Field | Meaning |\n| --- | --- |\n| `a` | A. |\n| `z` | Z. |\n'

  it('names the extra row and the missing member', () => {
    expect(checkTable(spec, page, new Set(['a', 'b']))).toEqual([
      'p.mdx:4: `z` is not a member of T; remove the row or fix the name',
      'p.mdx: the table | Field | Meaning | has no row for `b` of T; add one',
    ])
  })

  it('compares Default cells with the literal @default of each member', () => {
    const options = {
      page: 'o.mdx',
      headers: [['Option', 'Default', 'Description']],
      type: 'O',
    }
    const table =
      '| Option | Default | Description |\n| --- | --- | --- |\n| `delay` | `20` | D. |\n| `mode` | Depends. | M. |\n'
    expect(
      checkTable(
        options,
        table,
        new Set(['delay', 'mode']),
        new Map([
          ['delay', '10'],
          ['mode', undefined],
        ]),
      ),
    ).toEqual([
      'o.mdx:3: the Default cell of `delay` does not start with the @default of O (10)',
    ])
  })

  it('says when the table is missing', () => {
    expect(checkTable(spec, 'No table.', new Set(['a']))).toEqual([
      'p.mdx: no table with the header | Field | Meaning |, which lists the members of T',
    ])
  })

  it('reads the rows of several tables as one list', () => {
    const members = tableMembers(
      `${page}\n| Method | What it does |\n| --- | --- |\n| \`req.reply()\` | R. |\n`,
      [
        ['Field', 'Meaning'],
        ['Method', 'What it does'],
      ],
    )
    expect([...(members?.keys() ?? [])]).toEqual(['a', 'z', 'reply'])
  })
})

describe('reference tables agree with the cypress types', () => {
  it('leaves out the members the types mark @internal', () => {
    const interception = types.get('Interception')
    expect(interception).toContain('request')
    expect(interception).not.toContain('setLogFlag')
    expect(interception).not.toContain('subscriptions')
  })

  it('finds every type the tables list', () => {
    for (const spec of TABLE_SPECS) {
      expect(types.get(spec.type)?.size, spec.type).toBeGreaterThan(0)
    }
  })

  it.each(
    TABLE_SPECS.map((spec) => [`${spec.page}: ${spec.type}`, spec] as const),
  )('%s', (_, spec) => {
    const markdown = readFileSync(path.join(root, spec.page), 'utf8')
    const problems = checkTable(spec, markdown, types.get(spec.type))
    expect(problems, problems.join('\n')).toEqual([])
  })
})
