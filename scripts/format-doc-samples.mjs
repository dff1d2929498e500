// Formats the JavaScript and TypeScript samples inside MDX pages with the
// project's prettier settings, in place. Prettier itself leaves code inside
// MDX fences alone (embeddedLanguageFormatting: 'off'); the docs check then
// requires each sample to be formatted, and this script does it for you.
//
//   node scripts/format-doc-samples.mjs [file or folder ...]   (default: docs)
import { readFileSync, writeFileSync } from 'node:fs'

import { checkedSamples, formatSample, listDocPages } from './docSamples.mjs'

const targets = process.argv.length > 2 ? process.argv.slice(2) : ['docs']
for (const file of targets.flatMap(listDocPages)) {
  const lines = readFileSync(file, 'utf8').split('\n')
  let changed = false
  // From the last sample up, so earlier line numbers stay valid.
  for (const sample of checkedSamples(lines.join('\n')).reverse()) {
    let formatted
    try {
      formatted = await formatSample(sample.code, sample.lang)
    } catch (error) {
      console.error(
        `${file}:${sample.line} does not parse: ${error.message.split('\n')[0]}`,
      )
      continue
    }
    const body = formatted
      .trimEnd()
      .split('\n')
      .map((line) => (line ? sample.indent + line : line))
    const current = lines.slice(sample.line, sample.endLine - 1)
    if (current.join('\n') !== body.join('\n')) {
      lines.splice(sample.line, sample.endLine - 1 - sample.line, ...body)
      changed = true
    }
  }
  if (changed) {
    writeFileSync(file, lines.join('\n'))
    console.log(`formatted samples in ${file}`)
  }
}
