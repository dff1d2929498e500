// What the tryout loads after the page is interactive: the matching code
// (with minimatch and the host name checks Cypress uses) and the views of
// its verdicts. index.tsx imports this module only through import().
export { runTryout } from './tryout'
export { MatcherNote, Verdicts } from './Verdicts'
