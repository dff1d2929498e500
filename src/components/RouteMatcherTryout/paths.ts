/**
 * Cypress reads and writes route matcher fields with lodash's `_.get`,
 * `_.set` and `_.has`, which take a field's name as a property path:
 * `headers.x-client` is `headers['x-client']`, but a header or query
 * parameter whose name holds `.`, `[` or `]` (`ids[]`, `a.b`) becomes a
 * longer path, which finds nothing. These helpers split and follow paths
 * the way lodash 4 does, for the names a matcher can hold.
 */

/** Is a name a path of several steps: does it hold a dot or a [bracket]? */
function isDeep(path: string): boolean {
  return path.includes('.') || /\[[^[\]]*\]/.test(path)
}

/**
 * The steps of a property path, as lodash's `_.toPath` gives them:
 * `headers.x-client` → `['headers', 'x-client']`, `query.ids[]` →
 * `['query', 'ids', '']`, `query.a[0]` → `['query', 'a', '0']`.
 */
export function propertyPath(path: string): string[] {
  if (!isDeep(path)) return [path]
  const steps: string[] = []
  if (path.startsWith('.')) steps.push('')
  let pos = 0
  while (pos <= path.length) {
    const rest = path.slice(pos)
    // A name: a run of characters other than . [ ]
    const name = /^[^.[\]]+/.exec(rest)
    if (name) {
      steps.push(name[0])
      pos += name[0].length
      continue
    }
    // A bracketed number or quoted string: [0], ['a.b'], ["x"]
    const bracket =
      /^\[(?:(-?\d+(?:\.\d+)?)|'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")\]/.exec(
        rest,
      )
    if (bracket) {
      const quoted = bracket[2] ?? bracket[3]
      steps.push(
        quoted === undefined ? bracket[1] : quoted.replace(/\\(.)/g, '$1'),
      )
      pos += bracket[0].length
      continue
    }
    // An empty step: a separator followed by another separator or the end.
    if (/^(?:\.|\[\])(?:\.|\[\]|$)/.test(rest)) steps.push('')
    if (pos === path.length) break
    pos += 1
  }
  return steps
}

function own(value: unknown, key: string): boolean {
  return (
    value !== null &&
    value !== undefined &&
    Object.prototype.hasOwnProperty.call(Object(value), key)
  )
}

/** lodash's `_.get(object, path)`: the value at the path, or undefined. */
export function getPath(object: unknown, path: string): unknown {
  let value: unknown = object
  for (const step of propertyPath(path)) {
    if (value === null || value === undefined) return undefined
    value = (Object(value) as Record<string, unknown>)[step]
  }
  return value
}

/** lodash's `_.has(object, path)`: is there an own property at each step? */
export function hasPath(object: unknown, path: string): boolean {
  let value: unknown = object
  for (const step of propertyPath(path)) {
    if (!own(value, step)) return false
    value = (Object(value) as Record<string, unknown>)[step]
  }
  return true
}

/** lodash's `_.set(object, path, value)` on plain objects. */
export function setPath(
  object: Record<string, unknown>,
  path: string,
  value: unknown,
): void {
  const steps = propertyPath(path)
  let target: Record<string, unknown> = object
  steps.forEach((step, index) => {
    if (index === steps.length - 1) {
      target[step] = value
      return
    }
    const next = target[step]
    if (next === null || typeof next !== 'object') {
      target[step] = /^\d+$/.test(steps[index + 1]) ? [] : {}
    }
    target = target[step] as Record<string, unknown>
  })
}

/** lodash's `_.keys`: own enumerable keys; a string's indexes; nothing for other primitives. */
export function keysOf(value: unknown): string[] {
  if (typeof value === 'string') return [...value].map((_, index) => `${index}`)
  if (value !== null && typeof value === 'object') return Object.keys(value)
  return []
}
