// Formats the JavaScript and TypeScript samples inside MDX pages with the
// project's prettier settings, in place. Prettier itself leaves code inside
// MDX fences alone (embeddedLanguageFormatting: 'off'); the docs check then
// requires each sample to be formatted, and this script does it for you.
//
//   node scripts/format-doc-samples.mjs [file or folder ...]   (default: docs)
import { readFileSync, writeFileSync } from 'node:fs'

import { formatExample } from '../plugins/example-tabs/configFiles.mjs'
import {
  checkedSamples,
  configExamples,
  formatSample,
  listDocPages,
} from './docSamples.mjs'

const targets = process.argv.length > 2 ? process.argv.slice(2) : ['docs']
for (const file of targets.flatMap(listDocPages)) {
  const lines = readFileSync(file, 'utf8').split('\n')
  let changed = false
  const source = lines.join('\n')
  // Samples, and `:::cypress-config` blocks formatted as they stand in the
  // generated cypress.config.ts.
  const blocks = [
    ...checkedSamples(source).map((block) => ({
      ...block,
      format: () => formatSample(block.code, block.lang),
    })),
    ...configExamples(source).map((block) => ({
      ...block,
      format: () => formatExample(block.code),
    })),
  ].sort((a, b) => a.line - b.line)
  // From the last sample up, so earlier line numbers stay valid.
  for (const sample of blocks.reverse()) {
    let formatted
    try {
      formatted = await sample.format()
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
