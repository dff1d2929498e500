import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { sectionTrail } from './section'

const docsDir = path.resolve(__dirname, '../../docs')

describe('sectionTrail', () => {
  it.each([
    ['guides/core-concepts/retry-ability.mdx', ['Guides', 'Core concepts']],
    ['api/queries/get.mdx', ['API', 'Queries']],
    ['api/table-of-contents.mdx', ['API']],
    ['examples/recipes.mdx', ['Examples']],
    // A category named like its sidebar shows once.
    ['faq/questions/using-cypress-faq.mdx', ['FAQ']],
    ['guides/guides/network-requests.mdx', ['Guides']],
    [
      'guides/end-to-end-testing/introduction/writing-your-first-end-to-end-test.mdx',
      ['Guides', 'End-to-end testing', 'Introduction'],
    ],
    [
      'guides/cloud/integrations/source-control/bitbucket.mdx',
      ['Guides', 'Cloud', 'Integrations', 'Source control'],
    ],
  ])('%s is in %j, as the sidebar labels it', (file, trail) => {
    expect(sectionTrail(docsDir, path.join(docsDir, file))).toEqual(trail)
  })

  it('takes a folder without _category_.json by its name', () => {
    expect(
      sectionTrail('/site/docs', '/site/docs/guides/recipes/a.mdx', (dir) =>
        dir.endsWith('recipes') ? 'recipes' : 'unused',
      ),
    ).toEqual(['Guides', 'recipes'])
  })

  it('refuses a file outside the docs folder, naming both', () => {
    expect(() => sectionTrail('/site/docs', '/site/src/pages/a.mdx')).toThrow(
      '/site/src/pages/a.mdx is not inside the docs folder /site/docs',
    )
  })
})
