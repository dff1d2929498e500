import { type Attributes, type HeadState, TAG_TYPES } from './headState'

/**
 * Marks what the head manages, as react-helmet-async marks it: the server
 * HTML's tags carry `data-rh="true"`, and `<html>` and `<body>` list the
 * attributes set from `<Head>` in their own `data-rh`.
 */
const MARK = 'data-rh'

function attributeValue(value: unknown): string {
  return value === undefined || value === null ? '' : String(value)
}

/**
 * Sets the attributes `<Head>` gives an element (`<html>`, `<body>`) and
 * removes the ones it gave before and gives no longer. Attributes set by
 * anything else are left alone.
 */
function updateAttributes(element: Element | null, attributes: Attributes) {
  if (!element) return
  const previous = element.getAttribute(MARK)?.split(',') ?? []
  const names = Object.keys(attributes)
  for (const name of names) {
    // helmet writes a false or empty value as an empty attribute.
    const value = attributes[name] ? String(attributes[name]) : ''
    if (element.getAttribute(name) !== value) element.setAttribute(name, value)
  }
  for (const name of previous) {
    if (name && !names.includes(name)) element.removeAttribute(name)
  }
  if (names.length === 0) element.removeAttribute(MARK)
  else element.setAttribute(MARK, names.join(','))
}

function createTag(doc: Document, type: string, tag: Attributes): Element {
  const element = doc.createElement(type)
  for (const [name, value] of Object.entries(tag)) {
    if (name === 'innerHTML') element.innerHTML = attributeValue(value)
    else if (name === 'cssText') {
      element.append(doc.createTextNode(attributeValue(value)))
    } else element.setAttribute(name, attributeValue(value))
  }
  element.setAttribute(MARK, 'true')
  return element
}

/**
 * Makes the document show `state`: title, `<html>` and `<body>` attributes,
 * and the managed tags of each type. A managed tag already in the head that
 * is wanted again stays where it is (so the server's tags survive hydration
 * untouched); the others are removed and the missing ones appended.
 */
export function applyHead(doc: Document, state: HeadState): void {
  updateAttributes(doc.body, state.body)
  updateAttributes(doc.documentElement, state.html)
  if (state.title !== undefined && doc.title !== state.title) {
    doc.title = state.title
  }
  const head = doc.head
  for (const type of TAG_TYPES) {
    const stale = [...head.querySelectorAll(`${type}[${MARK}]`)]
    const added: Element[] = []
    for (const tag of state.tags[type]) {
      const element = createTag(doc, type, tag)
      const same = stale.findIndex((old) => element.isEqualNode(old))
      if (same === -1) added.push(element)
      else stale.splice(same, 1)
    }
    for (const old of stale) old.remove()
    head.append(...added)
  }
}
