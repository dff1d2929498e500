import {
  emphasis,
  list,
  paragraph,
  strong,
  text,
  type MarkdownForm,
} from '../../lib/markdownForm'
import { pictureProblems, type Callout, type PictureName } from './picture'

/**
 * A UI picture in the twin: `**Picture:**` and its text equivalent, its
 * caption in italics, then its callouts as a numbered list. Props the
 * picture would refuse fail the build, as the page's compilation does
 * (plugins/ui-pictures).
 */
export function pictureForm(name: PictureName): MarkdownForm {
  return (element, page) => {
    const props = Object.fromEntries(
      element.propNames.map((prop) => [prop, element.prop(prop)]),
    )
    const problems = pictureProblems(name, props)
    if (problems.length > 0) throw page.error(problems.join(' '))
    const callouts = props.callouts as Callout[] | undefined
    return [
      paragraph([
        strong([text('Picture:')]),
        text(` ${String(props.description)}`),
      ]),
      paragraph([emphasis([text(String(props.caption))])]),
      ...(callouts?.length
        ? [
            list(
              callouts.map((callout) => [paragraph([text(callout.text)])]),
              { ordered: true },
            ),
          ]
        : []),
    ]
  }
}

/**
 * A part of a picture (`<SpecList>` in `<AppWindow>`): nothing of its own,
 * since the picture's text equivalent says what it shows.
 */
export const partForm: MarkdownForm = () => []
