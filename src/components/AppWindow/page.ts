/**
 * The application under test as a picture draws it: a column of simple
 * elements, and the marks the Cypress app lays over them.
 */

/** The kinds of element a drawn page is made of; each element has one, with its text. */
export const elementKinds = [
  'heading',
  'text',
  'input',
  'button',
  'item',
  'link',
  'check',
] as const

export type ElementKind = (typeof elementKinds)[number]

/** One element of the page: `{ button: 'Add' }`, `{ input: '', placeholder: 'Email' }`. */
export type PageElement = Partial<Record<ElementKind, string>> & {
  /** For an empty `input`: the grey text shown in it. */
  placeholder?: string
  /** The box Cypress draws over the element a command acted on or yielded. */
  highlight?: boolean
  /** The red dot where an action clicked or typed. */
  hit?: boolean
  /** The selector the Selector Playground shows by the element. */
  selector?: string
}

/** Elements with no kind or two kinds, each as a message. */
export function pageProblems(page: unknown, where: string): string[] {
  if (!Array.isArray(page))
    return [`${where}: page must be a list of elements.`]
  return page.flatMap((element, index) =>
    elementKinds.filter((name) => typeof element?.[name] === 'string')
      .length === 1
      ? []
      : [
          `${where}: page element ${index + 1} needs exactly one of ${elementKinds.join(', ')}.`,
        ],
  )
}

/** The Selector Playground's count: "No matches", "1 match", "3 matches". */
export function matchesLabel(matches: number): string {
  return matches ? `${matches} match${matches === 1 ? '' : 'es'}` : 'No matches'
}
