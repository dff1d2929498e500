import Head from '@docusaurus/Head'
import { useDoc } from '@docusaurus/plugin-content-docs/client'
import Metadata from '@theme-init/DocItem/Metadata'

import { twinPath } from '../../../twinPath'

/** The doc's metadata, plus a link to its Markdown twin (plugins/markdown-twins). */
export default function MetadataWithMarkdownTwin() {
  const { metadata } = useDoc()
  return (
    <>
      <Metadata />
      {metadata.unlisted ? null : (
        <Head>
          <link
            rel="alternate"
            type="text/markdown"
            href={twinPath(metadata.permalink)}
          />
        </Head>
      )}
    </>
  )
}
