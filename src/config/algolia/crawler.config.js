/*
 * Algolia Crawler configuration for operators who serve this site's search
 * from Algolia (ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME set at
 * build time). Paste it into the crawler's editor and replace the three
 * values in capitals. The records it writes are the ones the local index
 * builds (plugins/local-search/records.ts): lvl0 is the sidebar section, lvl1
 * the page title, lvl2-lvl4 the headings, content the paragraphs, list items
 * and table cells; `language` and `docusaurus_tag` come from the theme's
 * `docsearch:*` meta tags, and the site's `searchParameters.facetFilters`
 * filter on them (src/config/search.ts).
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
        // The open category of the docs sidebar names the section.
        const section =
          $('.menu__link--sublist.menu__link--active').first().text().trim() ||
          'Documentation'
        // Navigation and code samples would crowd out the prose.
        $('.hash-link, nav, footer, pre, .theme-doc-toc-mobile').remove()
        return helpers.docsearch({
          recordProps: {
            lvl0: { selectors: '', defaultValue: section },
            lvl1: ['article header h1', 'article h1'],
            lvl2: 'article h2',
            lvl3: 'article h3',
            lvl4: 'article h4',
            content: ['article p', 'article li', 'article td'],
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
