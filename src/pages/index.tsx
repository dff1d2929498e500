import { Redirect } from '@docusaurus/router'

/**
 * The site root leads to the main doc until the home page is built. A route
 * of its own (rather than only a static redirect file) keeps links to `/`,
 * such as the navbar logo, valid for the build's link check.
 */
export default function Home() {
  return <Redirect to="/guides/overview/why-cypress" />
}
