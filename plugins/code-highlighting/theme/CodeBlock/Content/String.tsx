import { useThemeConfig } from '@docusaurus/theme-common'
import {
  CodeBlockContextProvider,
  type CodeBlockMetadata,
  createCodeBlockMetadata,
} from '@docusaurus/theme-common/internal'
import type { Props } from '@theme/CodeBlock/Content/String'
import CodeBlockLayout from '@theme/CodeBlock/Layout'
import { type ReactNode, useMemo } from 'react'

import { useWordWrapOnDemand } from '../../../wordWrapOnDemand'

// Ejected from @docusaurus/theme-classic 3.10 (a component that only picks
// hooks cannot be wrapped). Two local changes, both so that a block renders
// once when the page hydrates and not again until the reader uses it:
// - word wrap measures the block when the reader reaches it, not right after
//   hydration (plugins/code-highlighting/wordWrapOnDemand.ts says why);
// - the metadata is memoized, so a word-wrap change does not parse the code
//   again, and the context the lines read keeps its identity otherwise.

function useCodeBlockMetadata({
  children,
  className,
  metastring,
  language,
  title,
  showLineNumbers,
}: Props): CodeBlockMetadata {
  const { prism } = useThemeConfig()
  return useMemo(
    () =>
      createCodeBlockMetadata({
        code: children,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [children, className, metastring, language, title, showLineNumbers, prism],
  )
}

export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props)
  const wordWrap = useWordWrapOnDemand()
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  )
}
