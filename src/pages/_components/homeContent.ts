import type { IconName } from '../../components/Icon/icons'

/** A door into the docs from the home page. */
export interface EntryPoint {
  title: string
  description: string
  to: string
  icon: IconName
}

export const entryPoints: readonly EntryPoint[] = [
  {
    title: 'Install and write a first test',
    description:
      'Add Cypress to a project with npm, yarn or pnpm, open the app and run a spec.',
    to: '/guides/getting-started/installing-cypress',
    icon: 'terminal',
  },
  {
    title: 'End-to-end testing',
    description:
      'Visit your app in a real browser, find elements, act on them and assert on what the user sees.',
    to: '/guides/core-concepts/testing-types#end-to-end-testing',
    icon: 'play',
  },
  {
    title: 'Component testing',
    description:
      'Mount one React, Vue, Angular or Svelte component and test it in isolation.',
    to: '/guides/core-concepts/testing-types#component-testing',
    icon: 'check',
  },
  {
    title: 'API reference',
    description:
      'Every command, query and assertion, with its options and defaults from the types.',
    to: '/api/table-of-contents',
    icon: 'book',
  },
  {
    title: 'Cypress Cloud',
    description:
      'Record runs, replay failed tests, spot flaky ones and split specs across machines.',
    to: '/guides/cloud/introduction',
    icon: 'cloud',
  },
  {
    title: 'Continuous integration',
    description:
      'Run headlessly with cypress run: flags, exit codes, recording and parallel runs.',
    to: '/guides/guides/command-line',
    icon: 'terminal',
  },
  {
    title: 'Examples',
    description:
      'Recipes for logging in, stubbing the network, uploading files and more.',
    to: '/examples/recipes',
    icon: 'info',
  },
  {
    title: 'Plugins',
    description:
      'Packages that add commands, reporters, preprocessors and visual testing.',
    to: '/plugins',
    icon: 'puzzle',
  },
]

/** The commands readers look up most, with what each is for. */
export const popularCommands: readonly {
  name: string
  to: string
  summary: string
}[] = [
  { name: 'cy.get()', to: '/api/commands/get', summary: 'Find elements' },
  {
    name: '.contains()',
    to: '/api/commands/contains',
    summary: 'Find by text',
  },
  { name: '.find()', to: '/api/commands/find', summary: 'Search inside' },
  { name: '.click()', to: '/api/commands/click', summary: 'Click' },
  { name: '.type()', to: '/api/commands/type', summary: 'Type into a field' },
  { name: '.select()', to: '/api/commands/select', summary: 'Pick an option' },
  { name: '.check()', to: '/api/commands/check', summary: 'Tick a box' },
  {
    name: '.selectFile()',
    to: '/api/commands/selectfile',
    summary: 'Upload a file',
  },
  { name: '.should()', to: '/api/commands/should', summary: 'Assert, retried' },
  { name: '.its()', to: '/api/commands/its', summary: 'Read a property' },
  { name: '.invoke()', to: '/api/commands/invoke', summary: 'Call a method' },
  { name: '.trigger()', to: '/api/commands/trigger', summary: 'Fire an event' },
]
