/**
 * Renders the raster favicons from static/img/favicon.svg with headless
 * Chromium (`npm run make:favicons`), for browsers and platforms that do not
 * take SVG icons: favicon.ico (32 px), the apple-touch icon (180 px) and the
 * web manifest icons (192 and 512 px). Run it after changing the SVG and
 * commit the results; the build only copies them.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { chromium } from '@playwright/test'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const svg = readFileSync(path.join(root, 'static/img/favicon.svg'), 'utf8')
const out = (file) => path.join(root, 'static', file)

/** A single-image ICO file that holds a PNG (supported since Windows Vista). */
export function icoFromPng(png, size) {
  const header = Buffer.alloc(6 + 16)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6) // width
  header.writeUInt8(size >= 256 ? 0 : size, 7) // height
  header.writeUInt8(0, 8) // no palette
  header.writeUInt8(0, 9) // reserved
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14) // image size
  header.writeUInt32LE(header.length, 18) // image offset
  return Buffer.concat([header, png])
}

const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (candidate) => existsSync(candidate),
)
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu'],
})
try {
  /** The icon at `size` px; `padding` leaves room for masks that crop. */
  async function render(
    size,
    { background = 'transparent', padding = 0 } = {},
  ) {
    const page = await browser.newPage({
      viewport: { width: size, height: size },
      colorScheme: 'light',
    })
    const inner = size - 2 * padding
    await page.setContent(
      `<body style="margin:0;background:${background}">` +
        `<div style="padding:${padding}px;line-height:0">` +
        svg.replace(
          '<svg ',
          `<svg style="width:${inner}px;height:${inner}px" `,
        ) +
        '</div></body>',
    )
    const png = await page.screenshot({
      omitBackground: background === 'transparent',
    })
    await page.close()
    return png
  }

  writeFileSync(out('favicon.ico'), icoFromPng(await render(32), 32))
  writeFileSync(
    out('img/apple-touch-icon.png'),
    await render(180, { background: '#ffffff', padding: 18 }),
  )
  writeFileSync(
    out('img/icon-192.png'),
    await render(192, { background: '#ffffff', padding: 16 }),
  )
  writeFileSync(
    out('img/icon-512.png'),
    await render(512, { background: '#ffffff', padding: 44 }),
  )
  console.log(
    'wrote static/favicon.ico and static/img/{apple-touch-icon,icon-192,icon-512}.png',
  )
} finally {
  await browser.close()
}
