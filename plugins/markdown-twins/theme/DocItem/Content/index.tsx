import type { WrapperProps } from '@docusaurus/types'
import Content from '@theme-init/DocItem/Content'
import type ContentType from '@theme/DocItem/Content'

import CopyPage from '../../../copyPage'

type Props = WrapperProps<typeof ContentType>

/** The doc's content, with "Copy page" floated beside its title. */
export default function ContentWithCopyPage(props: Props) {
  return (
    <>
      <CopyPage />
      <Content {...props} />
    </>
  )
}
