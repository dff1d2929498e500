import { describe, expect, it } from 'vitest'

import { partProblem, propsProblems } from './checks'

const app = {
  caption: 'The app',
  description: 'The Cypress app running a spec.',
  spec: 'todo.cy.ts',
  url: '/',
  viewport: [1000, 660],
  page: [{ heading: 'Todo' }],
  tests: [{ title: 'adds', rows: [{ name: 'visit' }, { name: 'get' }] }],
}

describe('propsProblems', () => {
  const cases: [string, Parameters<typeof propsProblems>, string[]][] = [
    ['accepts a whole AppWindow', ['AppWindow', app], []],
    [
      'names a missing caption and text equivalent',
      ['AppWindow', { ...app, caption: undefined, description: '' }],
      [
        '<AppWindow> needs a caption: the line shown under the picture.',
        '<AppWindow> needs a description: the text equivalent that says what the picture shows.',
      ],
    ],
    [
      'names a prop the drawing cannot do without',
      ['AppWindow', { ...app, url: undefined }],
      ['<AppWindow> "The app" needs the url prop.'],
    ],
    [
      'names a page element with no kind',
      [
        'AppWindow',
        { ...app, page: [{ heading: 'Todo' }, { highlight: true }] },
      ],
      [
        '<AppWindow> "The app": page element 2 needs exactly one of heading, text, input, button, item, link, check.',
      ],
    ],
    [
      'names a pinned row the test does not have',
      ['AppWindow', { ...app, tests: [{ ...app.tests[0], pinned: 3 }] }],
      [
        '<AppWindow> "The app", test 1 ("adds"): pinned is row 3, but there are 2 rows.',
      ],
    ],
    [
      'asks a CloudRun for a run list or a run',
      ['CloudRun', { caption: 'c', description: 'd', run: 1 }],
      [
        '<CloudRun> "c" needs runs (the run list) or the run\'s status prop.',
        '<CloudRun> "c" needs runs (the run list) or the run\'s commit prop.',
        '<CloudRun> "c" needs runs (the run list) or the run\'s branch prop.',
        '<CloudRun> "c" needs runs (the run list) or the run\'s duration prop.',
        '<CloudRun> "c" needs runs (the run list) or the run\'s passed prop.',
        '<CloudRun> "c" needs runs (the run list) or the run\'s failed prop.',
      ],
    ],
    [
      'accepts a CloudRun run list',
      ['CloudRun', { caption: 'c', description: 'd', runs: [] }],
      [],
    ],
    [
      'asks a PullRequest for checks or a comment',
      ['PullRequest', { caption: 'c', description: 'd' }],
      ['<PullRequest> "c" needs checks or comment.'],
    ],
  ]
  it.each(cases)('%s', (_, args, expected) => {
    expect(propsProblems(...args)).toEqual(expected)
  })
})

describe('partProblem', () => {
  it.each([
    ['SpecList', 'AppWindow', undefined],
    ['TestList', 'BranchReview', undefined],
    ['CommandLog', undefined, undefined],
    [
      'SpecList',
      undefined,
      '<SpecList> draws a part of <AppWindow>: put it inside one.',
    ],
    [
      'SpecLanes',
      'BranchReview',
      '<SpecLanes> draws a part of <CloudRun>: put it inside one, not inside <BranchReview>.',
    ],
  ])('%s in %s', (name, parent, expected) => {
    expect(partProblem(name, parent)).toBe(expected)
  })
})
