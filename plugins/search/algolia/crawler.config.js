/*
 * Algolia Crawler configuration for operators who serve this site's search
 * from Algolia (ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME set at
 * build time). Paste it into the crawler's editor and replace the three
 * values in capitals. The records it writes are the ones the built-in index
 * holds (plugins/search/local): lvl0 is the section the local index names
 * (local/indexedPages.ts: the page's top-level sidebar category, else its
 * sidebar, as the navbar names it), lvl1 the page title, lvl2-lvl4 the
 * headings, content the paragraphs, list items and table cells of the doc's
 * content; `language` and `docusaurus_tag` come from the theme's
 * `docsearch:*` meta tags, and the site's `searchParameters.facetFilters`
 * filter on them (plugins/search/config.ts). It reads the page through the
 * theme's public class names (ThemeClassNames) and ARIA attributes;
 * crawler.spec.ts runs it on the built pages and fails when it no longer
 * finds what the local index finds.
 */
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_WRITE_KEY',
  indexPrefix: '',
  rateLimit: 8,
  maxUrls: 5000,
  startUrls: ['https://docs.cypress.io/'],
  sitemaps: ['https://docs.cypress.io/sitemap.xml'],
  // The search page and the plugin directory hold no documentation.
  exclusionPatterns: ['**/search', '**/search?**', '**/plugins/**'],
  ignoreCanonicalTo: false,
  discoveryPatterns: ['https://docs.cypress.io/**'],
  actions: [
    {
      indexName: 'YOUR_INDEX_NAME',
      pathsToMatch: ['https://docs.cypress.io/**'],
      recordExtractor: ({ $, helpers }) => {
        // The top-level sidebar category holding the current page (not as
        // the category's own page), else the navbar item of its sidebar.
        const category = $(
          '.theme-doc-sidebar-menu .theme-doc-sidebar-item-category-level-1',
        )
          .filter(
            (_, item) =>
              $(item).find('[aria-current="page"]').length > 0 &&
              $(item).children('div').find('[aria-current="page"]').length ===
                0,
          )
          .first()
          .children('div')
          .text()
          .trim()
        const section =
          category ||
          $('.theme-layout-navbar-left [aria-current="page"]')
            .first()
            .text()
            .trim() ||
          'Documentation'
        // Navigation and code samples would crowd out the prose.
        $(
          '.hash-link, nav, footer, .theme-code-block, .theme-doc-toc-mobile',
        ).remove()
        return helpers.docsearch({
          recordProps: {
            lvl0: { selectors: '', defaultValue: section },
            lvl1: '.theme-doc-markdown h1',
            lvl2: '.theme-doc-markdown h2',
            lvl3: '.theme-doc-markdown h3',
            lvl4: '.theme-doc-markdown h4',
            content: [
              '.theme-doc-markdown p',
              '.theme-doc-markdown li',
              '.theme-doc-markdown td',
            ],
            language: {
              selectors: '',
              defaultValue:
                $('meta[name="docsearch:language"]').attr('content') || 'en',
            },
            docusaurus_tag: {
              selectors: '',
              defaultValue:
                $('meta[name="docsearch:docusaurus_tag"]').attr('content') ||
                'default',
            },
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        })
      },
    },
  ],
  initialIndexSettings: {
    YOUR_INDEX_NAME: {
      attributesForFaceting: ['type', 'lang', 'language', 'docusaurus_tag'],
      attributesToRetrieve: [
        'hierarchy',
        'content',
        'anchor',
        'url',
        'url_without_anchor',
        'type',
      ],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: [
        'desc(weight.pageRank)',
        'desc(weight.level)',
        'asc(weight.position)',
      ],
      ranking: [
        'words',
        'filters',
        'typo',
        'attribute',
        'proximity',
        'exact',
        'custom',
      ],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
    },
  },
})
