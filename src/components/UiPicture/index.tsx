import useBaseUrl from '@docusaurus/useBaseUrl'

import { stylesheet } from '../UiFigure/stylesheet'

/**
 * A UI picture as its page carries it: the HTML its component drew when the
 * page compiled (plugins/ui-pictures), and the pictures' stylesheet, which
 * React puts in the page's head once however many pictures the page has.
 * No picture component ships to the browser.
 */
export default function UiPicture({ html }: { html: string }) {
  const href = useBaseUrl(stylesheet)
  return (
    <>
      <link rel="stylesheet" href={href} precedence="ui-pictures" />
      <div className="ui-picture" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  )
}
