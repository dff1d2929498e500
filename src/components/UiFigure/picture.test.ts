import { describe, expect, it } from 'vitest'

import {
  calloutTargets,
  pictureChildren,
  pictureParts,
  pictureProblems,
  type PictureName,
} from './picture'

describe('pictureProblems', () => {
  const cases: [string, PictureName, Record<string, unknown>, string[]][] = [
    [
      'accepts a caption and a description',
      'CloudRun',
      { caption: 'Runs', description: 'The run list.' },
      [],
    ],
    [
      'names a missing caption',
      'CloudRun',
      { description: 'The run list.' },
      ['<CloudRun> needs a caption: the line shown under the picture.'],
    ],
    [
      'names a blank description, by the caption',
      'AppWindow',
      { caption: 'The app', description: '  ' },
      [
        '<AppWindow> "The app" needs a description: the text equivalent that says what the picture shows.',
      ],
    ],
    [
      'names both when both are missing',
      'PullRequest',
      {},
      [
        '<PullRequest> needs a caption: the line shown under the picture.',
        '<PullRequest> needs a description: the text equivalent that says what the picture shows.',
      ],
    ],
    [
      'refuses a caption that is not text',
      'CloudChart',
      { caption: 3, description: 'A chart.' },
      ['<CloudChart> needs a caption: the line shown under the picture.'],
    ],
    [
      'names a callout that points at no part, and lists the parts',
      'TestReplay',
      {
        caption: 'Replay',
        description: 'A replay.',
        callouts: [{ at: 'scrubber', text: 'The timeline.' }],
      },
      [
        '<TestReplay> "Replay": callout 1 points at "scrubber"; this picture has header, log, url, viewport, page, devtools, attempts, timeline.',
      ],
    ],
    [
      'names a callout without text',
      'AppLaunchpad',
      {
        caption: 'Launchpad',
        description: 'The launchpad.',
        callouts: [{ at: 'e2e', text: '' }],
      },
      ['<AppLaunchpad> "Launchpad": callout 1 needs a text.'],
    ],
    [
      'lets a CloudSettings callout point at a setting by its label',
      'CloudSettings',
      {
        caption: 'Settings',
        description: 'One switch.',
        sections: [
          { heading: 'Checks', rows: [{ label: 'Report run status' }] },
        ],
        callouts: [{ at: 'Report run status', text: 'The switch.' }],
      },
      [],
    ],
  ]
  it.each(cases)('%s', (_, name, props, expected) => {
    expect(pictureProblems(name, props)).toEqual(expected)
  })
})

describe('calloutTargets', () => {
  it.each([
    ['AppLaunchpad', {}, ['project', 'e2e', 'component', 'browsers', 'start']],
    [
      'CloudSettings',
      { sections: [{ rows: [{ label: 'A' }, { label: 'B' }] }, { rows: [] }] },
      ['section', 'A', 'B'],
    ],
    ['CloudSettings', { sections: 'none' }, ['section']],
  ] as const)('%s %j', (name, props, expected) => {
    expect(calloutTargets(name, props)).toEqual(expected)
  })
})

describe('the picture components', () => {
  it('have a folder each, and their parts belong to pictures', async () => {
    for (const name of [
      ...Object.keys(pictureParts),
      ...Object.keys(pictureChildren),
    ]) {
      const module = await import(`../${name}/index.tsx`)
      expect(typeof module.default, name).toBe('function')
    }
    for (const pictures of Object.values(pictureChildren)) {
      for (const picture of pictures)
        expect(pictureParts).toHaveProperty(picture)
    }
  })
})
