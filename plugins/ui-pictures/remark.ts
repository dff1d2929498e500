import { runInNewContext } from 'node:vm'

import type { Root } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { Plugin } from 'unified'
import { visitParents } from 'unist-util-visit-parents'

import remarkComponentImports, {
  type ComponentImportsOptions,
} from '../component-imports/remark'
import { isPicture, partProblem, propsProblems } from './checks'
import { uiPictureImports } from './components'
import { renderPicture } from './render'

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement

/**
 * Checks every UI picture in a page as the page compiles (see ./README.md):
 * a picture without a caption or a text equivalent, a callout that points
 * at nothing, or a part outside its picture fails the build (and `npm
 * start`) with a message naming the page, the line and the picture.
 *
 * Then it draws each picture to HTML (./render.ts) and puts
 * `<UiPicture html="..." />` in its place, so the page carries the
 * picture's markup and no picture component: the components run only here.
 * Last, it imports the components the page uses, as
 * plugins/component-imports does, with `UiPicture` added to those of
 * `options`. It stands in the docs' remark plugins in component-imports'
 * place: Docusaurus writes the site config, these options included, into
 * the JavaScript every page loads, so the pictures' list is not written
 * there.
 */
const remarkUiPictures: Plugin<[ComponentImportsOptions?], Root> = (
  options,
) => {
  const addImports = remarkComponentImports.call(undefined as never, {
    components: { ...options?.components, ...uiPictureImports },
  }) as (tree: Root) => void
  return (tree, file) => {
    const pictures: JsxElement[] = []
    visitParents(tree, (node, ancestors) => {
      if (
        node.type !== 'mdxJsxFlowElement' &&
        node.type !== 'mdxJsxTextElement'
      ) {
        return
      }
      const element = node as JsxElement
      const name = element.name ?? ''
      const parent = [...ancestors]
        .reverse()
        .find(
          (ancestor): ancestor is JsxElement =>
            (ancestor.type === 'mdxJsxFlowElement' ||
              ancestor.type === 'mdxJsxTextElement') &&
            isPicture((ancestor as JsxElement).name ?? ''),
        )?.name
      const problems = isPicture(name)
        ? propsProblems(name, readProps(element, file.path))
        : [partProblem(name, parent ?? undefined)].filter(Boolean)
      if (problems.length) {
        file.fail(problems.join('\n'), element)
      }
      if (isPicture(name)) pictures.push(element)
    })
    pictures.forEach((element, index) => {
      const parts = element.children
        .filter(
          (child): child is MdxJsxFlowElement =>
            child.type === 'mdxJsxFlowElement',
        )
        .map((child) => ({
          name: child.name ?? '',
          props: readProps(child, file.path),
        }))
      const html = renderPicture(
        element as MdxJsxFlowElement,
        readProps(element, file.path),
        parts,
        `ui${index}`,
      )
      // The element becomes <UiPicture html="..." /> where it stands.
      Object.assign(element, {
        name: 'UiPicture',
        attributes: [{ type: 'mdxJsxAttribute', name: 'html', value: html }],
        children: [],
      })
    })
    addImports(tree)
  }
}

/** The element's props, read as the literal values MDX pages give them. */
export function readProps(
  element: JsxElement,
  where = 'the page',
): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue
    const { value } = attribute
    if (value === null || value === undefined) props[attribute.name] = true
    else if (typeof value === 'string') props[attribute.name] = value
    else {
      try {
        props[attribute.name] = runInNewContext(
          `(${value.value})`,
          {},
          { timeout: 1000 },
        )
      } catch (error) {
        throw new Error(
          `${where}: the ${attribute.name} prop of <${element.name}> must be a literal value (strings, numbers, arrays, objects): ${(error as Error).message}`,
          { cause: error },
        )
      }
    }
  }
  return props
}

export default remarkUiPictures
