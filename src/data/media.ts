/**
 * Talks, podcasts, webinars, screencasts, blog posts and tutorials about
 * Cypress, rendered on the pages under docs/examples by
 * src/components/MediaList. Every entry is a real, public resource; its
 * title, link, author and date were checked against the resource itself or
 * against Cypress's own published list of it. `src/data/media.test.ts`
 * validates the data: add an entry at the position its date puts it (each
 * kind is listed newest first), with a https link. Courses and projects may
 * have no date; undated entries follow the dated ones, sorted by title.
 */

export type MediaKind =
  | 'blog'
  | 'course'
  | 'podcast'
  | 'screencast'
  | 'talk'
  | 'webinar'
  | 'tutorial'
  | 'project'

export interface MediaEntry {
  title: string
  /** A https link to the resource itself. */
  url: string
  /** Who made it: speakers, hosts or writers, as the resource names them. */
  author: string
  /** The show, conference, blog or channel it appeared on, when there is one. */
  source?: string
  /**
   * Publication date: YYYY-MM-DD, or YYYY-MM when only the month is known.
   * Required for every kind except 'course' and 'project', which are often
   * updated in place and have no single publication date.
   */
  date?: string
  kind: MediaKind
  /** Lower-case subjects readers can filter by. */
  topics: string[]
}

const youtube = (id: string) => `https://www.youtube.com/watch?v=${id}`

export const media: MediaEntry[] = [
  // Blog posts
  {
    title: 'Powerful E2E Tests Combination: Cypress and Git(Hub|Lab) CI/CD',
    url: 'https://mtrdesign.medium.com/powerful-e2e-tests-combination-cypress-and-git-hub-lab-ci-cd-849fb2dc368d',
    author: 'MTR Design',
    source: 'Medium',
    date: '2023-08-05',
    kind: 'blog',
    topics: ['ci', 'reporting'],
  },
  {
    title:
      'How Cypress Component Testing changed our workflow (and how I came to work here)',
    url: 'https://www.cypress.io/blog/2022/08/25/how-component-testing-changed-our-workflow-and-how-i-came-to-work-at-cypress',
    author: 'Mark Noonan',
    source: 'Cypress blog',
    date: '2022-08-25',
    kind: 'blog',
    topics: ['component testing'],
  },
  {
    title: 'Stable Product Delivery with Cypress',
    url: 'https://apisix.apache.org/blog/2021/02/08/stable-product-delivery-with-cypress',
    author: 'Yi Sun',
    source: 'Apache APISIX blog',
    date: '2021-02-08',
    kind: 'blog',
    topics: ['case study', 'ci'],
  },
  {
    title: 'Identifying Code Smells in Cypress',
    url: 'https://codingitwrong.com/2020/10/09/identifying-code-smells-in-cypress.html',
    author: 'Josh Justice',
    source: 'CodingItWrong',
    date: '2020-10-09',
    kind: 'blog',
    topics: ['best practices', 'flaky tests'],
  },
  {
    title: 'Controlling Browser Permissions in Cypress End-to-End Tests',
    url: 'https://dev.to/kamranayub/controlling-browser-permissions-in-cypress-end-to-end-tests-5d7b',
    author: 'Kamran Ayub',
    source: 'DEV',
    date: '2020-07-17',
    kind: 'blog',
    topics: ['browsers', 'plugins'],
  },
  {
    title:
      "Improve Your App Testing With Amplify Console's Pull Request Previews and Cypress Testing",
    url: 'https://aws.amazon.com/blogs/aws/improve-your-app-testing-with-amplify-consoles-pull-requests-previews-and-cypress-testing/',
    author: 'Sebastien Stormacq',
    source: 'AWS News Blog',
    date: '2019-10-22',
    kind: 'blog',
    topics: ['ci', 'aws'],
  },
  {
    title:
      'Running end-to-end Cypress tests for your fullstack CI/CD deployment with Amplify Console',
    url: 'https://aws.amazon.com/blogs/mobile/running-end-to-end-cypress-tests-for-your-fullstack-ci-cd-deployment-with-amplify-console/',
    author: 'Nader Dabit',
    source: 'AWS Mobile Blog',
    date: '2019-10-01',
    kind: 'blog',
    topics: ['ci', 'aws'],
  },

  // Podcasts
  {
    title: "Let's talk about Cypress",
    url: 'https://www.iheart.com/podcast/966-the-angular-plus-show-59795034/episode/s9e5-lets-talk-about-cypress-273039310',
    author: 'The Angular Plus Show, with Mark Noonan',
    source: 'The Angular Plus Show, season 9 episode 5',
    date: '2025-04-21',
    kind: 'podcast',
    topics: ['component testing', 'accessibility', 'angular'],
  },
  {
    title: 'Cypress',
    url: 'https://blog.codepen.io/2018/10/16/195-cypress/',
    author: 'Alex Vazquez, Marie Mosley and Chris Coyier',
    source: 'CodePen Radio, episode 195',
    date: '2018-10-16',
    kind: 'podcast',
    topics: ['case study', 'end-to-end testing'],
  },
  {
    title: 'Cypress.io',
    url: 'https://thewebplatformpodcast.com/164-cypressio',
    author: 'Brian Mann and Gleb Bahmutov',
    source: 'The Web Platform Podcast, episode 164',
    date: '2018-06-28',
    kind: 'podcast',
    topics: ['end-to-end testing'],
  },
  {
    title: 'Test All The Things With Cypress',
    url: 'https://javascriptair.com/episodes/2016-09-21/',
    author: 'Kent C. Dodds, Brian Mann and Gleb Bahmutov',
    source: 'JavaScript Air, episode 41',
    date: '2016-09-21',
    kind: 'podcast',
    topics: ['end-to-end testing'],
  },
  {
    title: 'Cypress.io',
    url: 'https://thewebplatformpodcast.com/88-cypressio',
    author:
      'Erik Isaksen, Danny Blue, Justin Ribeiro, Brian Mann and Gleb Bahmutov',
    source: 'The Web Platform Podcast, episode 88',
    date: '2016-05-13',
    kind: 'podcast',
    topics: ['end-to-end testing'],
  },

  // Talks
  {
    title: 'Componentizing end-to-end tests',
    url: youtube('Pv2YHXQOEJY'),
    author: 'Nicholas Boll',
    source: 'JSConf US 2019',
    date: '2019-09-11',
    kind: 'talk',
    topics: ['architecture', 'best practices'],
  },
  {
    title: 'Documenting application behaviours with E2E tests',
    url: youtube('3oCDjj_AtaE'),
    author: 'Basarat Ali Syed',
    source: 'HolyJS 2019',
    date: '2019-08-28',
    kind: 'talk',
    topics: ['best practices'],
  },
  {
    title: 'Cypress: testing without Selenium, part 1',
    url: youtube('hk4qtXgL12k'),
    author: 'Gleb Bahmutov',
    source: 'Selenium Camp',
    date: '2019-03-11',
    kind: 'talk',
    topics: ['migration', 'end-to-end testing'],
  },
  {
    title: 'Less painful E2E tests with Cypress.io',
    url: 'https://fosdem.org/2019/schedule/event/e2e_tests_cypress/',
    author: 'Pavel Kruhlei',
    source: 'FOSDEM 2019',
    date: '2019-02-03',
    kind: 'talk',
    topics: ['end-to-end testing'],
  },
  {
    title: 'Sleeping better at night with Cypress.io',
    url: youtube('-tE0SQ0cR4c'),
    author: 'Tomasz Łakomy',
    source: 'React Day Berlin',
    date: '2018-12-20',
    kind: 'talk',
    topics: ['react', 'end-to-end testing'],
  },
  {
    title: 'Cypress: The future of E2E testing',
    url: youtube('pXyBligMMr0'),
    author: 'Dominic Elm',
    source: 'NG-BE 2018',
    date: '2018-12-11',
    kind: 'talk',
    topics: ['angular', 'end-to-end testing'],
  },
  {
    title: 'Automated testing for the modern web',
    url: youtube('ggJ1-ChxHrQ'),
    author: 'Jennifer Shehane',
    source: 'JSConf Colombia',
    date: '2018-11-17',
    kind: 'talk',
    topics: ['end-to-end testing'],
  },
  {
    title: 'Next Generation Web Application End to End Testing',
    url: youtube('CkGQ0fFH3yE'),
    author: 'Amir Rustamzadeh',
    source: 'Devoxx Belgium',
    date: '2018-11-04',
    kind: 'talk',
    topics: ['end-to-end testing'],
  },
  {
    title: 'Testing, the way it should be',
    url: youtube('N9RbcP4iY90'),
    author: 'Brian Mann',
    source: 'ReactiveConf',
    date: '2016-10-27',
    kind: 'talk',
    topics: ['end-to-end testing'],
  },

  // Webinars (Cypress's own webinar recordings)
  {
    title: 'Introducing The New Era of Debugging',
    url: youtube('ureGq3AsH88'),
    author: 'Cypress.io',
    date: '2023-09-08',
    kind: 'webinar',
    topics: ['test replay', 'debugging', 'cypress cloud'],
  },
  {
    title: 'Unlocking the Power of Test Replay!',
    url: youtube('hX9Br8QSYgc'),
    author: 'Cypress.io',
    date: '2023-08-03',
    kind: 'webinar',
    topics: ['test replay', 'debugging', 'cypress cloud'],
  },
  {
    title: 'Component Testing: How we do it at Cypress',
    url: youtube('At0BcOMOYT0'),
    author: 'Cypress.io',
    date: '2023-06-28',
    kind: 'webinar',
    topics: ['component testing'],
  },
  {
    title: '2022 in Review at Cypress',
    url: youtube('O1zqoZs6YRY'),
    author: 'Cypress.io',
    date: '2022-12-16',
    kind: 'webinar',
    topics: ['releases'],
  },
  {
    title: 'Ship safer code with Cypress and Codecov',
    url: youtube('-3N4WZRrpv4'),
    author: 'Gleb Bahmutov and Tom Hu',
    source: 'Cypress and Codecov',
    date: '2021-01-13',
    kind: 'webinar',
    topics: ['code coverage', 'ci'],
  },
  {
    title: 'Using Code Smells to Fix Flaky Tests in Cypress',
    url: youtube('JlBCdRlvPWk'),
    author: 'Gleb Bahmutov and Josh Justice',
    source: 'Cypress and Big Nerd Ranch',
    date: '2020-11-18',
    kind: 'webinar',
    topics: ['flaky tests', 'best practices'],
  },
  {
    title: 'Cypress Patterns and Practices',
    url: youtube('V-o8WzlwKmM'),
    author: 'Amir Rustamzadeh and Kevin Old',
    source: 'Cypress.io',
    date: '2020-09-30',
    kind: 'webinar',
    topics: ['best practices'],
  },
  {
    title:
      'Build invincible integration tests using Cypress and cypress-testing-library',
    url: youtube('F8LH9d9eN3M'),
    author: 'Cypress and Fiverr, with Gleb Bahmutov',
    source: 'Cypress.io',
    date: '2020-07-08',
    kind: 'webinar',
    topics: ['testing library', 'best practices'],
  },
  {
    title:
      'Keep your UI Sharp: Ensuring Functional and Visual Quality with Cypress.io + Happo.io',
    url: youtube('C_p12IvN5HU'),
    author: 'Gleb Bahmutov and Henric Trotzig',
    source: 'Cypress and Happo',
    date: '2020-05-20',
    kind: 'webinar',
    topics: ['visual testing'],
  },
  {
    title: 'Complete Code Coverage with Cypress',
    url: youtube('C8g5X4vCZJA'),
    author: 'Amir Rustamzadeh and Gleb Bahmutov',
    source: 'Cypress.io',
    date: '2019-07-31',
    kind: 'webinar',
    topics: ['code coverage'],
  },
  {
    title: 'Cypress in a Nutshell',
    url: youtube('LcGHiFnBh3Y'),
    author: 'Amir Rustamzadeh',
    source: 'Cypress.io',
    date: '2019-07-18',
    kind: 'webinar',
    topics: ['getting started', 'end-to-end testing'],
  },

  // Tutorials (Cypress's own video series)
  {
    title: 'Organizing Tests, Logging In, Controlling State',
    url: youtube('5XQOK0v_YRE'),
    author: 'Brian Mann',
    source: 'Cypress.io',
    date: '2018-02-22',
    kind: 'tutorial',
    topics: ['best practices', 'authentication', 'custom commands'],
  },

  // Courses (no single publication date; listed by title)
  {
    title: 'Advanced Cypress Concepts',
    url: 'https://learn.cypress.io/advanced-cypress-concepts',
    author: 'Cypress.io',
    source: 'Cypress Real World Testing',
    kind: 'course',
    topics: ['database seeding', 'network requests', 'ci', 'custom commands'],
  },
  {
    title: 'Advanced Cypress Tutorial',
    url: 'https://testautomationu.applitools.com/advanced-cypress-tutorial',
    author: 'Filip Hric',
    source: 'Test Automation University',
    kind: 'course',
    topics: ['end-to-end testing'],
  },
  {
    title: 'Cypress Fundamentals',
    url: 'https://learn.cypress.io/cypress-fundamentals',
    author: 'Cypress.io',
    source: 'Cypress Real World Testing',
    kind: 'course',
    topics: ['retry-ability', 'aliases', 'debugging'],
  },
  {
    title: 'Cypress with TypeScript',
    url: 'https://testautomationu.applitools.com/cypress-with-typescript/',
    author: 'Filip Hric',
    source: 'Test Automation University',
    kind: 'course',
    topics: ['typescript'],
  },
  {
    title: 'Cypress.io - End to End Testing Framework',
    url: 'https://www.youtube.com/watch?v=IMx7Ng-T2mw&list=PLzDWIPKHyNmK9NX9_ng2IdrkEr8L4WwB0',
    author: 'Bushra Alam',
    source: 'QAMilestone Academy',
    kind: 'course',
    topics: ['end-to-end testing'],
  },
  {
    title: 'End to end testing: Cypress',
    url: 'https://fullstackopen.com/en/part5/end_to_end_testing_cypress',
    author: 'University of Helsinki',
    source: 'Full Stack Open, part 5',
    kind: 'course',
    topics: ['end-to-end testing', 'react'],
  },
  {
    title: 'Introduction to Cypress',
    url: 'https://testautomationu.applitools.com/cypress-tutorial/',
    author: 'Gil Tayar',
    source: 'Test Automation University',
    kind: 'course',
    topics: ['getting started', 'end-to-end testing'],
  },
  {
    title: 'Outside-In Frontend Development',
    url: 'https://outsidein.dev/',
    author: 'Josh Justice',
    source: 'OutsideIn.dev',
    kind: 'course',
    topics: ['test-driven development', 'end-to-end testing'],
  },
  {
    title: 'Test Automation for Accessibility',
    url: 'https://testautomationu.applitools.com/accessibility-testing-tutorial/',
    author: 'Marie Drake',
    source: 'Test Automation University',
    kind: 'course',
    topics: ['accessibility'],
  },
  {
    title: 'Testing Foundations',
    url: 'https://learn.cypress.io/testing-foundations',
    author: 'Cypress.io',
    source: 'Cypress Real World Testing',
    kind: 'course',
    topics: ['best practices', 'getting started'],
  },
  {
    title: 'Testing Your First Application',
    url: 'https://learn.cypress.io/testing-your-first-application',
    author: 'Cypress.io',
    source: 'Cypress Real World Testing',
    kind: 'course',
    topics: ['getting started', 'custom commands', 'aliases'],
  },

  // Screencasts
  {
    title: 'What is Continuous Integration?',
    url: youtube('USX6AntcPyg'),
    author: 'Cypress.io',
    source: 'GitHub Actions + Cypress screencasts, part 1',
    date: '2021-06-07',
    kind: 'screencast',
    topics: ['ci', 'github actions'],
  },
  {
    title: 'Actions & Workflows',
    url: youtube('N0TOFWy1Xvg'),
    author: 'Cypress.io',
    source: 'GitHub Actions + Cypress screencasts, part 2',
    date: '2021-06-07',
    kind: 'screencast',
    topics: ['ci', 'github actions'],
  },
  {
    title: 'Understanding how to configure a workflow',
    url: youtube('vVr7DXDdUks'),
    author: 'Cypress.io',
    source: 'GitHub Actions + Cypress screencasts, part 4',
    date: '2021-06-07',
    kind: 'screencast',
    topics: ['ci', 'github actions'],
  },
  {
    title: 'Debugging Test Failures in CI',
    url: youtube('Oqq-_QZWzhg'),
    author: 'Cypress.io',
    source: 'GitHub Actions + Cypress screencasts, part 6',
    date: '2021-06-07',
    kind: 'screencast',
    topics: ['ci', 'github actions', 'debugging', 'cypress cloud'],
  },
  {
    title: 'Running Tests in Parallel',
    url: youtube('96Yn_IiQUJI'),
    author: 'Cypress.io',
    source: 'GitHub Actions + Cypress screencasts, part 7',
    date: '2021-06-07',
    kind: 'screencast',
    topics: ['ci', 'github actions', 'parallelization'],
  },
  {
    title: 'Cypress Tutorial - Writing E2E Tests For Your Apps',
    url: youtube('uNd9HxIHptY'),
    author: 'PortEXE',
    date: '2020-11-28',
    kind: 'screencast',
    topics: ['getting started', 'end-to-end testing'],
  },
  {
    title: 'CI with Jenkins build pipeline for Cypress automation testing',
    url: youtube('UFErY92HeyM'),
    author: 'Execute Automation',
    date: '2019-10-02',
    kind: 'screencast',
    topics: ['ci', 'jenkins'],
  },
  {
    title:
      'GitHub Actions Cypress.io E2E testing parallel jobs with matrix feature',
    url: youtube('06Ghp1-coVo'),
    author: 'Artur Trzop',
    date: '2019-09-16',
    kind: 'screencast',
    topics: ['ci', 'github actions', 'parallelization'],
  },
  {
    title: 'Automated and Manual Accessibility Testing with Marcy Sutton',
    url: youtube('IADSsClWVtA'),
    author: 'Jason Lengstorf and Marcy Sutton',
    date: '2019-04-19',
    kind: 'screencast',
    topics: ['accessibility'],
  },
  {
    title: 'How to write tests for your Gatsby sites and apps',
    url: youtube('BzRAYt7BHRw'),
    author: 'Jason Lengstorf and Kent C. Dodds',
    date: '2019-03-07',
    kind: 'screencast',
    topics: ['gatsby'],
  },
  {
    title: 'My Cypress Workflow',
    url: youtube('5sXulBZe25Q'),
    author: 'Michael Herman',
    date: '2019-01-31',
    kind: 'screencast',
    topics: ['end-to-end testing'],
  },
  {
    title: 'Using Cypress for end-to-end testing with Gleb Bahmutov',
    url: youtube('zTHQqiu_y0Q'),
    author: 'Stefan Judis and Gleb Bahmutov',
    date: '2018-02-11',
    kind: 'screencast',
    topics: ['end-to-end testing'],
  },

  // Projects: open-source applications with Cypress suites in their
  // public repositories (no single date; listed by title)
  {
    title: 'Apache Superset',
    url: 'https://github.com/apache/superset',
    author: 'apache',
    source: 'GitHub',
    kind: 'project',
    topics: ['end-to-end testing', 'typescript'],
  },
  {
    title: 'Appsmith',
    url: 'https://github.com/appsmithorg/appsmith',
    author: 'appsmithorg',
    source: 'GitHub',
    kind: 'project',
    topics: ['end-to-end testing', 'typescript'],
  },
  {
    title: 'Decap CMS',
    url: 'https://github.com/decaporg/decap-cms',
    author: 'decaporg',
    source: 'GitHub',
    kind: 'project',
    topics: ['end-to-end testing', 'fixtures'],
  },
  {
    title: 'GraphiQL',
    url: 'https://github.com/graphql/graphiql',
    author: 'graphql',
    source: 'GitHub',
    kind: 'project',
    topics: ['end-to-end testing', 'accessibility', 'typescript'],
  },
  {
    title: 'Mattermost',
    url: 'https://github.com/mattermost/mattermost',
    author: 'mattermost',
    source: 'GitHub',
    kind: 'project',
    topics: ['end-to-end testing', 'authentication', 'custom commands'],
  },
  {
    title: 'Mermaid',
    url: 'https://github.com/mermaid-js/mermaid',
    author: 'mermaid-js',
    source: 'GitHub',
    kind: 'project',
    topics: ['end-to-end testing', 'visual testing'],
  },
  {
    title: 'Nextcloud Server',
    url: 'https://github.com/nextcloud/server',
    author: 'nextcloud',
    source: 'GitHub',
    kind: 'project',
    topics: ['end-to-end testing', 'typescript'],
  },
  {
    title: 'React-admin',
    url: 'https://github.com/marmelab/react-admin',
    author: 'marmelab',
    source: 'GitHub',
    kind: 'project',
    topics: ['end-to-end testing', 'react', 'page objects'],
  },
  {
    title: 'Real World App',
    url: 'https://github.com/cypress-io/cypress-realworld-app',
    author: 'cypress-io',
    source: 'GitHub',
    kind: 'project',
    topics: ['end-to-end testing', 'api testing', 'react', 'typescript'],
  },
  {
    title: 'Redash',
    url: 'https://github.com/getredash/redash',
    author: 'getredash',
    source: 'GitHub',
    kind: 'project',
    topics: ['end-to-end testing', 'custom commands'],
  },
  {
    title: 'Webiny',
    url: 'https://github.com/webiny/webiny-js',
    author: 'webiny',
    source: 'GitHub',
    kind: 'project',
    topics: ['end-to-end testing', 'authentication', 'typescript'],
  },
]

/** The entries of one kind, in the order they are listed (newest first). */
export function mediaOfKind(kind: MediaKind): MediaEntry[] {
  return media.filter((entry) => entry.kind === kind)
}
