import type { Props } from '@theme/Root'
import Root from '@theme-init/Root'

import ConsentBanner from '../ConsentBanner'

/** The site, plus the consent banner on every page. */
export default function RootWithConsent(props: Props) {
  return (
    <>
      <Root {...props} />
      <ConsentBanner />
    </>
  )
}
