import type { TryoutInput } from './tryout'

/** What the tryout shows first: the query string surprise and an unrestricted method. */
export const DEFAULT_INPUT: TryoutInput = {
  matcher: "'/api/todos'",
  requests: [
    'GET /api/todos',
    'GET /api/todos?page=2',
    'POST /api/todos',
    'GET /api/todos/7',
  ].join('\n'),
  headers: '',
  resourceType: 'fetch',
  base: 'http://localhost:3000',
}

/** Matchers a reader can load with one press, each of a different form. */
export const EXAMPLES: readonly { label: string; matcher: string }[] = [
  { label: 'A glob', matcher: "'/api/todos*'" },
  { label: 'A RegExp', matcher: '/\\/api\\/todos\\/\\d+$/' },
  { label: 'Method and URL', matcher: "'POST', '/api/todos'" },
  {
    label: 'A route matcher',
    matcher:
      "{\n  method: 'GET',\n  pathname: '/api/todos',\n  query: { page: '2' },\n}",
  },
]

/** The resource types the browser reports, for the `resourceType` field. */
export const RESOURCE_TYPES: readonly string[] = [
  'fetch',
  'xhr',
  'document',
  'script',
  'stylesheet',
  'image',
  'font',
  'websocket',
  'manifest',
  'ping',
  'cspviolationreport',
  'other',
]
