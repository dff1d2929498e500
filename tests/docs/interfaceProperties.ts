/**
 * The property names of one interface in a `cypress` types file, read from
 * its text (the members indented one level, comments left out). Used by the
 * command-line check and the names check of the reference pages.
 */
export function interfaceProperties(
  source: string,
  name: string,
  file: string,
): string[] {
  const start = source.search(new RegExp(`interface ${name}\\b`))
  if (start < 0) throw new Error(`${name} is not in ${file}`)
  const open = source.indexOf('{', start)
  let depth = 0
  let end = open
  for (; end < source.length; end++) {
    if (source[end] === '{') depth++
    if (source[end] === '}' && --depth === 0) break
  }
  const body = source
    .slice(open + 1, end)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
  return [...body.matchAll(/^\s{4}(\w+)\??:/gm)].map((match) => match[1])
}
