import type { WrapperProps } from '@docusaurus/types'
import Content from '@theme-original/DocItem/Content'
import type ContentType from '@theme/DocItem/Content'

import CopyPage from '../../../components/CopyPage'

type Props = WrapperProps<typeof ContentType>

/** The doc's content, with "Copy page" floated beside its title. */
export default function ContentWrapper(props: Props) {
  return (
    <>
      <CopyPage />
      <Content {...props} />
    </>
  )
}
