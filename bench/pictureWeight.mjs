// What a page's JavaScript carries for its UI pictures, read from the built
// chunks: the gzip bytes each chunk would lose without them. The measuring
// functions are pure functions of the chunks' text; the browser test
// (pictureWeight.spec.ts) and `npm run bench` give them the chunks a page
// loaded, read from the build (`builtPages`, `builtChunks`).
//
// A production chunk keeps no source paths and no component names:
//
//   (self.webpackChunk…).push([["7564"], { 77220(e, n, s) { … }, 10343(e, n, s) { … } }])
//
// so the picture code is found by what it contains and by what reads it:
//
// 1. A module is a picture's when it draws with the pictures' class names: a
//    `className` that is a string (or template) starting with `ui-`
//    (`ui-figure`, `ui-app`, `ui-cloud`...), the plain class names only the
//    pictures' own stylesheet styles. A page's module (the compiled MDX,
//    which exports `frontMatter`) is never one as a whole.
// 2. So is a module that picture modules require and nothing else loaded on
//    the page requires (the helper that hands `mark` to a picture's parts).
//    A module that something else also requires (React, the JSX runtime)
//    stays.
// 3. In the other modules (the page's MDX), a top-level declaration is a
//    picture's when it draws with those class names (a picture used by one
//    page only, which webpack concatenates into the page's module), when it
//    binds a picture module (`i = s(10343)`), or when only picture
//    declarations and picture calls read it (a constant a concatenated
//    picture reads); it is removed. Each JSX call that renders one,
//    `(0, t.jsx)(i.A, { caption: …, … })`, holds that picture's props and
//    is replaced by `null` (the outermost: a part is inside its picture).
//
// A chunk's picture share is gzip(chunk) - gzip(the chunk with that code
// removed and those calls replaced), gzip level 9 as in
// pageWeight.mjs. A chunk left with no module at all would not load:
// its share is its whole size.
import { parse } from 'acorn'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { chunkName } from './pageWeight.mjs'

/** The most JavaScript (gzip bytes) a page may carry for its pictures. */
export const pictureBudget = 2048

/** @typedef {import('estree').Node} Node */
/** @typedef {import('estree').Property} Property */

/**
 * @typedef {object} ChunkModule
 * @property {string} id The module id webpack gave it (`"77220"`).
 * @property {Property} property The `id(e, n, s) { … }` entry in the chunk.
 * @property {import('estree').Function} factory
 * @property {string | undefined} require The factory's name for `__webpack_require__`.
 * @property {string[]} requires Ids of the modules it requires.
 * @property {boolean} content Whether it is a page's compiled MDX (exports `frontMatter`).
 * @property {boolean} draws Whether it has a `className` starting with `ui-`
 *   (a page's module does when webpack concatenated a picture into it).
 */

/**
 * @typedef {object} ChunkPictures
 * @property {number} gzip The chunk's size, gzip.
 * @property {number} without Its size without the pictures, gzip.
 * @property {number} bytes `gzip - without`: what the chunk carries for its pictures.
 * @property {string[]} modules The picture modules it holds, by id.
 * @property {number} calls The picture JSX calls replaced by `null`.
 * @property {string} stripped The chunk's text without them.
 */

/** @param {string | Buffer} text */
export function gzipSize(text) {
  return gzipSync(text, { level: 9 }).length
}

/**
 * @param {unknown} value
 * @returns {value is Node}
 */
function isNode(value) {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (/** @type {{ type?: unknown }} */ (value).type) === 'string'
  )
}

/**
 * Calls `visit` on `node` and every node under it, parents first. `visit`
 * returning false skips the node's children.
 *
 * @param {Node} node
 * @param {(node: Node, parent: Node | null) => boolean | void} visit
 * @param {Node | null} [parent]
 */
function walk(node, visit, parent = null) {
  if (visit(node, parent) === false) return
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) walk(child, visit, node)
    }
  }
}

/** The names a pattern (`a`, `{ a, b: [c] }`, `...d`, `e = 1`) declares. */
function patternNames(/** @type {Node | null | undefined} */ pattern) {
  /** @type {string[]} */
  const names = []
  if (!pattern) return names
  walk(pattern, (node, parent) => {
    if (node.type === 'Identifier') {
      // `{ key: value }`: only the value is declared; `a = default`: only a.
      if (
        parent?.type === 'Property' &&
        parent.key === node &&
        !parent.shorthand
      )
        return
      if (parent?.type === 'AssignmentPattern' && parent.right === node) return
      if (parent?.type === 'MemberExpression') return
      names.push(node.name)
    }
    if (node.type === 'AssignmentPattern') {
      walk(node.left, (inner, innerParent) => {
        if (inner.type === 'Identifier' && innerParent?.type !== 'Property')
          names.push(inner.name)
      })
      return false
    }
  })
  return names
}

/**
 * The names a function declares in its own scope: its parameters, and its
 * `var`, `let`, `const`, function and class declarations outside nested
 * functions.
 *
 * @param {import('estree').Function} fn
 */
function declaredIn(fn) {
  const names = new Set(fn.params.flatMap((param) => patternNames(param)))
  walk(fn.body, (node) => {
    if (node === fn.body) return
    if (node.type === 'FunctionDeclaration') {
      if (node.id) names.add(node.id.name)
      return false
    }
    if (
      node.type === 'FunctionExpression' ||
      node.type === 'ArrowFunctionExpression'
    )
      return false
    if (node.type === 'ClassDeclaration' && node.id) names.add(node.id.name)
    if (node.type === 'VariableDeclarator')
      for (const name of patternNames(node.id)) names.add(name)
    if (node.type === 'CatchClause')
      for (const name of patternNames(node.param)) names.add(name)
  })
  return names
}

/** A `className` that is a string or template starting with `ui-`. */
function isPictureClass(/** @type {Node} */ node) {
  if (
    node.type !== 'Property' ||
    node.computed ||
    !(
      (node.key.type === 'Identifier' && node.key.name === 'className') ||
      (node.key.type === 'Literal' && node.key.value === 'className')
    )
  )
    return false
  const { value } = node
  return (
    (value.type === 'Literal' &&
      typeof value.value === 'string' &&
      value.value.startsWith('ui-')) ||
    (value.type === 'TemplateLiteral' &&
      (value.quasis[0]?.value.cooked ?? '').startsWith('ui-'))
  )
}

/** Whether code under `node` draws with the pictures' class names (rule 1). */
function drawsPictures(/** @type {Node} */ node) {
  let draws = false
  walk(node, (inner) => {
    if (draws) return false
    if (isPictureClass(inner)) draws = true
  })
  return draws
}

/** @param {Node} node */
const isFunction = (node) =>
  node.type === 'FunctionExpression' ||
  node.type === 'FunctionDeclaration' ||
  node.type === 'ArrowFunctionExpression'

/** @type {Map<string, ReturnType<typeof chunkModules>>} */
const parsed = new Map()

/**
 * The webpack modules of a chunk, `push([[ids], { id(e, n, s) { … } }])`,
 * in the order the chunk lists them.
 *
 * @param {string} source
 * @returns {{ ast: import('estree').Program, modules: ChunkModule[], object: import('estree').ObjectExpression | null }}
 */
export function chunkModules(source) {
  const cached = parsed.get(source)
  if (cached) return cached
  const ast = /** @type {import('estree').Program} */ (
    /** @type {unknown} */ (
      parse(source, { ecmaVersion: 'latest', sourceType: 'script' })
    )
  )
  /** @type {import('estree').ObjectExpression | null} */
  let object = null
  walk(ast, (node) => {
    if (object) return false
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'MemberExpression' &&
      node.callee.property.type === 'Identifier' &&
      node.callee.property.name === 'push' &&
      node.arguments[0]?.type === 'ArrayExpression'
    ) {
      const modules = node.arguments[0].elements[1]
      if (modules?.type === 'ObjectExpression') object = modules
      return false
    }
  })
  /** @type {ChunkModule[]} */
  const modules = []
  for (const property of /** @type {import('estree').ObjectExpression | null} */ (
    object
  )?.properties ?? []) {
    if (property.type !== 'Property') continue
    const { key, value } = property
    if (!isFunction(value)) continue
    const factory = /** @type {import('estree').Function} */ (value)
    const id =
      key.type === 'Literal'
        ? String(key.value)
        : key.type === 'Identifier'
          ? key.name
          : ''
    const third = factory.params[2]
    const require = third?.type === 'Identifier' ? third.name : undefined
    const requires = new Set()
    let content = false
    walk(factory.body, (node) => {
      if (
        require &&
        node.type === 'CallExpression' &&
        node.callee.type === 'Identifier' &&
        node.callee.name === require &&
        node.arguments.length === 1 &&
        node.arguments[0].type === 'Literal'
      ) {
        requires.add(String(node.arguments[0].value))
      }
      // s.d(n, { frontMatter: () => d, … }): the compiled MDX of a page.
      if (
        node.type === 'Property' &&
        !node.computed &&
        ((node.key.type === 'Identifier' && node.key.name === 'frontMatter') ||
          (node.key.type === 'Literal' && node.key.value === 'frontMatter')) &&
        node.value.type === 'ArrowFunctionExpression'
      ) {
        content = true
      }
    })
    const draws = drawsPictures(factory.body)
    modules.push({
      id,
      property,
      factory,
      require,
      requires: [...requires],
      content,
      draws,
    })
  }
  const result = { ast, modules, object }
  // The chunks every page loads (main.js) are parsed once for all pages.
  if (parsed.size >= 64) parsed.delete(parsed.keys().next().value ?? '')
  parsed.set(source, result)
  return result
}

/**
 * The ids of the picture modules among all the chunks a page loads (rules 1
 * and 2 above): the modules that draw with `ui-` class names, then, until
 * none is added, the modules that only picture modules require.
 *
 * @param {string[]} sources The text of every chunk the page loads.
 * @returns {Set<string>}
 */
export function pictureModuleIds(sources) {
  const modules = sources.flatMap((source) => chunkModules(source).modules)
  const pictures = new Set(
    modules
      .filter((module) => module.draws && !module.content)
      .map((module) => module.id),
  )
  /** @type {Map<string, Set<string>>} */
  const requiredBy = new Map()
  for (const module of modules) {
    for (const id of module.requires) {
      if (!requiredBy.has(id)) requiredBy.set(id, new Set())
      requiredBy.get(id)?.add(module.id)
    }
  }
  const ids = new Set(modules.map((module) => module.id))
  for (let added = true; added;) {
    added = false
    for (const id of ids) {
      if (pictures.has(id)) continue
      const by = [...(requiredBy.get(id) ?? [])]
      if (by.length > 0 && by.every((other) => pictures.has(other))) {
        pictures.add(id)
        added = true
      }
    }
  }
  return pictures
}

/**
 * @typedef {object} Edit
 * @property {number} start
 * @property {number} end
 * @property {string} text
 */

/**
 * The ranges that remove `items[i]` for each `i` in `removed`, commas
 * included, so what is left is still a valid list.
 *
 * @param {Array<{ start: number, end: number }>} items
 * @param {Set<number>} removed
 * @returns {Edit[]}
 */
function listRemovals(items, removed) {
  /** @type {Edit[]} */
  const edits = []
  items.forEach((item, index) => {
    if (!removed.has(index)) return
    const keptAfter = items.findIndex((_, i) => i > index && !removed.has(i))
    if (keptAfter !== -1) {
      edits.push({ start: item.start, end: items[index + 1].start, text: '' })
      return
    }
    let keptBefore = index - 1
    while (keptBefore >= 0 && removed.has(keptBefore)) keptBefore--
    edits.push({
      start: keptBefore >= 0 ? items[keptBefore].end : items[0].start,
      end: item.end,
      text: '',
    })
  })
  return edits
}

/** Applies edits, merging overlapping removals; an edit inside another is dropped. */
function applyEdits(/** @type {string} */ source, /** @type {Edit[]} */ edits) {
  const sorted = [...edits].sort((a, b) => a.start - b.start || b.end - a.end)
  /** @type {Edit[]} */
  const merged = []
  for (const edit of sorted) {
    const last = merged.at(-1)
    if (last && edit.start < last.end) {
      if (edit.end > last.end) {
        // Overlapping removals (commas of neighbours): one removal.
        last.end = edit.end
      }
      continue
    }
    merged.push({ ...edit })
  }
  let out = ''
  let at = 0
  for (const edit of merged) {
    out += source.slice(at, edit.start)
    let text = edit.text
    // `return(0,t.jsx)(…)` -> `return null`, not `returnnull`.
    if (text && /[\w$]$/.test(out) && /^[\w$]/.test(text)) text = ` ${text}`
    if (text && /^[\w$]/.test(source.slice(edit.end)) && /[\w$]$/.test(text))
      text = `${text} `
    out += text
    at = edit.end
  }
  return out + source.slice(at)
}

const jsxFunctions = new Set(['jsx', 'jsxs', 'jsxDEV', 'createElement'])

/** `(0, t.jsx)`, `t.jsx`, `t.createElement`: a JSX call's callee. */
function isJsxCallee(/** @type {Node} */ callee) {
  const target =
    callee.type === 'SequenceExpression' ? callee.expressions.at(-1) : callee
  return (
    target?.type === 'MemberExpression' &&
    target.property.type === 'Identifier' &&
    jsxFunctions.has(target.property.name)
  )
}

/** @param {Node} node */
const range = (node) =>
  /** @type {{ start: number, end: number }} */ (/** @type {unknown} */ (node))

/**
 * @typedef {object} Unit A top-level declaration of a module's factory.
 * @property {string} name
 * @property {Node} node The declaration, or the declarator of a `var`/`let`/`const`.
 * @property {import('estree').VariableDeclaration} [declaration] The
 *   declarator's declaration.
 * @property {boolean} seed Whether it draws, or binds a picture module.
 * @property {boolean} picture
 */

/**
 * Rule 3 inside one module that is not a picture module: its top-level
 * declarations that are pictures (they draw with `ui-` class names, or bind
 * a picture module, `i = s(10343)`, or are read by such declarations and
 * nothing else, such as a component webpack concatenated into the page's
 * module and the constants it reads), and the JSX calls that render one of
 * them, outermost first.
 *
 * @param {ChunkModule} module
 * @param {Set<string>} pictures Picture module ids.
 * @returns {{ edits: Edit[], calls: number }}
 */
function moduleWithoutPictures(module, pictures) {
  const { factory, require } = module
  if (factory.body.type !== 'BlockStatement') return { edits: [], calls: 0 }
  /** @type {Map<string, Unit>} */
  const units = new Map()
  /** @type {Node[]} */
  const rest = []
  for (const statement of factory.body.body) {
    if (
      (statement.type === 'FunctionDeclaration' ||
        statement.type === 'ClassDeclaration') &&
      statement.id
    ) {
      units.set(statement.id.name, {
        name: statement.id.name,
        node: statement,
        seed: drawsPictures(statement),
        picture: false,
      })
    } else if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) {
        if (declarator.id.type !== 'Identifier') {
          rest.push(declarator)
          continue
        }
        const init = declarator.init
        const bindsPicture =
          init?.type === 'CallExpression' &&
          init.callee.type === 'Identifier' &&
          init.callee.name === require &&
          init.arguments[0]?.type === 'Literal' &&
          pictures.has(String(init.arguments[0].value))
        units.set(declarator.id.name, {
          name: declarator.id.name,
          node: declarator,
          declaration: statement,
          seed: bindsPicture || drawsPictures(declarator),
          picture: false,
        })
      }
    } else {
      rest.push(statement)
    }
  }
  /** @type {Array<{ name: string, from: string | null, at: number }>} */
  const reads = []
  /** @type {Array<{ target: string, from: string | null, start: number, end: number }>} */
  const jsxCalls = []
  /**
   * @param {Node} node
   * @param {string | null} from The unit it is in; null for other code.
   * @param {Set<string>} shadowed Top-level names an inner scope redeclares.
   */
  const scan = (node, from, shadowed) => {
    walk(node, (inner, parent) => {
      if (isFunction(inner)) {
        const fn = /** @type {import('estree').Function} */ (inner)
        const declared = declaredIn(fn)
        const inside = new Set([
          ...shadowed,
          ...[...units.keys()].filter((name) => declared.has(name)),
        ])
        for (const param of fn.params) scan(param, from, inside)
        scan(fn.body, from, inside)
        return false
      }
      if (inner.type === 'CallExpression' && isJsxCallee(inner.callee)) {
        const component = inner.arguments[0]
        const target =
          component?.type === 'Identifier'
            ? component
            : component?.type === 'MemberExpression' &&
                component.object.type === 'Identifier'
              ? component.object
              : null
        if (target && units.has(target.name) && !shadowed.has(target.name)) {
          jsxCalls.push({ target: target.name, from, ...range(inner) })
        }
      }
      if (
        inner.type === 'Identifier' &&
        units.has(inner.name) &&
        !shadowed.has(inner.name) &&
        !(
          parent?.type === 'MemberExpression' &&
          parent.property === inner &&
          !parent.computed
        ) &&
        !(
          (parent?.type === 'Property' ||
            parent?.type === 'MethodDefinition') &&
          parent.key === inner &&
          !parent.computed &&
          !(parent.type === 'Property' && parent.shorthand)
        ) &&
        !(
          (parent?.type === 'VariableDeclarator' ||
            parent?.type === 'FunctionDeclaration' ||
            parent?.type === 'ClassDeclaration') &&
          parent.id === inner
        )
      ) {
        reads.push({ name: inner.name, from, at: range(inner).start })
      }
    })
  }
  for (const unit of units.values()) scan(unit.node, unit.name, new Set())
  // `SpecList.slot = 'left'`: top-level statements that only set
  // properties of declarations belong to them.
  /** @type {Array<{ statement: import('estree').ExpressionStatement, items: Array<{ name: string, node: Node }> }>} */
  const attached = []
  for (const node of rest) {
    const items =
      node.type !== 'ExpressionStatement'
        ? []
        : node.expression.type === 'SequenceExpression'
          ? node.expression.expressions
          : [node.expression]
    const owners = items.map((item) =>
      item.type === 'AssignmentExpression' &&
      item.left.type === 'MemberExpression' &&
      item.left.object.type === 'Identifier' &&
      units.has(item.left.object.name)
        ? item.left.object.name
        : null,
    )
    if (node.type === 'ExpressionStatement' && owners.every(Boolean)) {
      attached.push({
        statement: node,
        items: items.map((item, index) => ({
          name: /** @type {string} */ (owners[index]),
          node: item,
        })),
      })
      items.forEach((item, index) => scan(item, owners[index], new Set()))
    } else {
      scan(node, null, new Set())
    }
  }

  const isPicture = (/** @type {string | null} */ name) =>
    name !== null && Boolean(units.get(name)?.picture)
  /** @type {typeof jsxCalls} */
  let replaced = []
  /** Reads of a unit by code that stays. */
  const liveReads = (/** @type {Unit} */ unit) =>
    reads.filter(
      (read) =>
        read.name === unit.name &&
        read.from !== unit.name &&
        !isPicture(read.from) &&
        !replaced.some((call) => call.start <= read.at && read.at < call.end),
    )
  // A declaration that code which stays still reads is kept, even if it
  // draws (a page's own JSX with a `ui-` class).
  /** @type {Set<string>} */
  const kept = new Set()
  for (;;) {
    for (const unit of units.values())
      unit.picture = unit.seed && !kept.has(unit.name)
    for (let added = true; added;) {
      added = false
      replaced = jsxCalls.filter(
        (call) => isPicture(call.target) && !isPicture(call.from),
      )
      for (const unit of units.values()) {
        if (unit.picture || kept.has(unit.name)) continue
        const read = reads.some(
          (other) => other.name === unit.name && other.from !== unit.name,
        )
        if (read && liveReads(unit).length === 0) {
          unit.picture = true
          added = true
        }
      }
    }
    const stillRead = [...units.values()].filter(
      (unit) => unit.picture && liveReads(unit).length > 0,
    )
    if (stillRead.length === 0) break
    for (const unit of stillRead) kept.add(unit.name)
  }

  /** @type {Edit[]} */
  const edits = []
  /** @type {Map<import('estree').VariableDeclaration, Set<number>>} */
  const declarators = new Map()
  for (const unit of units.values()) {
    if (!unit.picture) continue
    if (!unit.declaration) {
      edits.push({ ...range(unit.node), text: '' })
      continue
    }
    const index = unit.declaration.declarations.indexOf(
      /** @type {import('estree').VariableDeclarator} */ (unit.node),
    )
    if (!declarators.has(unit.declaration))
      declarators.set(unit.declaration, new Set())
    declarators.get(unit.declaration)?.add(index)
  }
  for (const [declaration, indexes] of declarators) {
    if (indexes.size === declaration.declarations.length) {
      edits.push({ ...range(declaration), text: '' })
    } else {
      edits.push(
        ...listRemovals(
          declaration.declarations.map((declarator) => range(declarator)),
          indexes,
        ),
      )
    }
  }
  for (const { statement, items } of attached) {
    const removed = new Set(
      items.flatMap(({ name }, index) => (isPicture(name) ? [index] : [])),
    )
    if (removed.size === items.length) {
      edits.push({ ...range(statement), text: '' })
    } else {
      edits.push(
        ...listRemovals(
          items.map(({ node }) => range(node)),
          removed,
        ),
      )
    }
  }
  // The outermost calls: a picture's parts are inside its call.
  const outermost = replaced.filter(
    (call) =>
      !replaced.some(
        (other) =>
          other !== call && other.start <= call.start && call.end <= other.end,
      ),
  )
  for (const call of outermost) edits.push({ ...call, text: 'null' })
  return { edits, calls: outermost.length }
}

/** Matches a picture class name left in a chunk's text. */
export const pictureClassName = /className:\s*["'`]ui-/

/**
 * The chunk without its pictures (rule 3 above): the picture modules
 * removed, and in the other modules the JSX calls of a picture component
 * replaced by `null` and the declarations only pictures used removed.
 *
 * @param {string} source A chunk's text.
 * @param {Set<string>} pictures Picture module ids (`pictureModuleIds`).
 * @returns {{ stripped: string, modules: string[], calls: number, kept: number }}
 */
export function withoutPictures(source, pictures) {
  const { modules } = chunkModules(source)
  const removed = new Set(
    modules.flatMap((module, index) =>
      pictures.has(module.id) ? [index] : [],
    ),
  )
  const edits = listRemovals(
    modules.map((module) => range(module.property)),
    removed,
  )
  let calls = 0
  for (const module of modules) {
    if (
      pictures.has(module.id) ||
      (!module.draws && !module.requires.some((id) => pictures.has(id)))
    )
      continue
    const inner = moduleWithoutPictures(module, pictures)
    edits.push(...inner.edits)
    calls += inner.calls
  }
  return {
    stripped: applyEdits(source, edits),
    modules: modules
      .filter((module) => pictures.has(module.id))
      .map((module) => module.id),
    calls,
    kept: modules.length - removed.size,
  }
}

/**
 * What one chunk carries for the pictures.
 *
 * @param {string} source
 * @param {Set<string>} pictures
 * @returns {ChunkPictures}
 */
export function chunkPictures(source, pictures) {
  const { stripped, modules, calls, kept } = withoutPictures(source, pictures)
  const gzip = gzipSize(source)
  const without = modules.length > 0 && kept === 0 ? 0 : gzipSize(stripped)
  const changed = modules.length > 0 || calls > 0
  return {
    gzip,
    without: changed ? without : gzip,
    bytes: changed ? gzip - without : 0,
    modules,
    calls,
    stripped,
  }
}

/**
 * What a page's JavaScript carries for its pictures, chunk by chunk.
 *
 * @param {Array<{ chunk: string, source: string }>} chunks Every script the
 *   page loads: its name (as in the size budget) and its text.
 * @returns {{ bytes: number, pictures: string[], chunks: Array<{ chunk: string } & Omit<ChunkPictures, 'stripped'>> }}
 *   `bytes` summed over the chunks; only chunks with picture code are listed.
 */
export function pagePictureWeight(chunks) {
  const pictures = pictureModuleIds(chunks.map(({ source }) => source))
  const measured = chunks
    .map(({ chunk, source }) => {
      const { gzip, without, bytes, modules, calls } = chunkPictures(
        source,
        pictures,
      )
      return { chunk, gzip, without, bytes, modules, calls }
    })
    .filter(({ modules, calls }) => modules.length > 0 || calls > 0)
  return {
    bytes: measured.reduce((sum, { bytes }) => sum + bytes, 0),
    pictures: [...pictures],
    chunks: measured,
  }
}

/**
 * The modules of a chunk that draw with the pictures' class names, a page's
 * module included when webpack concatenated a picture into it: none in a
 * chunk that a page without pictures loads.
 *
 * @param {string} source
 * @returns {string[]}
 */
export function drawingModules(source) {
  return chunkModules(source)
    .modules.filter((module) => module.draws)
    .map((module) => module.id)
}

/** Whether a built page's HTML holds a picture (`<figure class="ui-figure">`). */
export function hasPicture(/** @type {string} */ html) {
  return /<figure\b[^>]*\bclass=["']?ui-figure\b/.test(html)
}

/**
 * Every page of a build, by its path (`/guides/cloud/recorded-runs`), with
 * its HTML and the scripts it lists.
 *
 * @param {string} buildDir
 * @returns {Array<{ page: string, html: string, scripts: string[] }>}
 */
export function builtPages(buildDir) {
  return readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) =>
        path.basename(file) === 'index.html' &&
        !file.startsWith(`assets${path.sep}`),
    )
    .sort()
    .map((file) => {
      const html = readFileSync(path.join(buildDir, file), 'utf8')
      const dir = path.dirname(file).split(path.sep).join('/')
      return {
        page: dir === '.' ? '/' : `/${dir}`,
        html,
        scripts: [
          ...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+\.js)/g),
        ].map((match) => match[1]),
      }
    })
}

/**
 * The text of the scripts a page loaded, read from the build, named as the
 * size budget names them.
 *
 * @param {string} buildDir
 * @param {string[]} urls Script URLs or paths (`/assets/js/main.0156dc21.js`).
 * @returns {Array<{ chunk: string, source: string }>}
 */
export function builtChunks(buildDir, urls) {
  return urls.map((url) => {
    const { pathname } = new URL(url, 'http://localhost')
    return {
      chunk: chunkName(new URL(pathname, 'http://localhost').href),
      source: readFileSync(path.join(buildDir, pathname), 'utf8'),
    }
  })
}
