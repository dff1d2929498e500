// Formats the JavaScript and TypeScript samples inside MDX pages with the
// project's prettier settings, in place. Prettier itself leaves code inside
// MDX fences alone (embeddedLanguageFormatting: 'off'); the docs check then
// requires each sample to be formatted, and this script does it for you.
//
//   node scripts/format-doc-samples.mjs [file or folder ...]   (default: docs)
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as prettier from 'prettier'

const parsers = {
  js: 'babel',
  javascript: 'babel',
  jsx: 'babel',
  ts: 'typescript',
  typescript: 'typescript',
  tsx: 'typescript',
}
const fence = /^(\s*)(`{3,})([\w-]*)([^\n]*)\n([\s\S]*?)\n\1\2[ \t]*$/gm

function mdxFiles(target) {
  if (!statSync(target).isDirectory()) return [target]
  return readdirSync(target).flatMap((name) => {
    const full = path.join(target, name)
    if (statSync(full).isDirectory()) return mdxFiles(full)
    return /\.mdx?$/.test(name) ? [full] : []
  })
}

const targets = process.argv.length > 2 ? process.argv.slice(2) : ['docs']
for (const file of targets.flatMap(mdxFiles)) {
  const source = readFileSync(file, 'utf8')
  const options = (await prettier.resolveConfig('sample.ts')) ?? {}
  let output = ''
  let last = 0
  for (const match of source.matchAll(fence)) {
    const [whole, indent, ticks, lang, meta, body] = match
    const parser = parsers[lang.toLowerCase()]
    output += source.slice(last, match.index)
    last = match.index + whole.length
    if (!parser || /\bsyntax\b/.test(meta)) {
      output += whole
      continue
    }
    const code = body
      .split('\n')
      .map((line) =>
        line.startsWith(indent) ? line.slice(indent.length) : line,
      )
      .join('\n')
    try {
      const formatted = (await prettier.format(code, { ...options, parser }))
        .trimEnd()
        .split('\n')
        .map((line) => (line ? indent + line : line))
        .join('\n')
      output += `${indent}${ticks}${lang}${meta}\n${formatted}\n${indent}${ticks}`
    } catch (error) {
      console.error(
        `${file}: a ${lang} sample does not parse: ${error.message.split('\n')[0]}`,
      )
      output += whole
    }
  }
  output += source.slice(last)
  if (output !== source) {
    writeFileSync(file, output)
    console.log(`formatted samples in ${file}`)
  }
}
