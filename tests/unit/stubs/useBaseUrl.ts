/** Stands in for @docusaurus/useBaseUrl in unit tests: the site is at `/`. */
export default function useBaseUrl(url: string): string {
  return url
}
