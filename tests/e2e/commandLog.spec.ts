import { axeViolations } from './axe'
import { expect, test, waitForHydration } from './fixtures'

test.describe('Command Log component', () => {
  test('draws the rows as a labelled list of text', async ({ page }) => {
    await page.goto('/api/commands/click')
    const log = page.getByRole('list', { name: 'Command Log' })
    await expect(log).toBeVisible()
    // What a screen reader hears: numbers, names, messages and the state in
    // words (the child dash is decoration and stays silent).
    await expect(log).toMatchAriaSnapshot(`
      - list "Command Log":
        - listitem: 1 get [data-cy=volume-track]
        - listitem: 2 click
        - listitem: 3 get [data-cy=volume-value]
        - listitem:
          - text: 4 assert expected
          - strong: <output>
          - text: to have text
          - strong: "100"
          - text: passed
    `)
    // What a reader sees: the child command after a dash, and the state
    // shown by an icon as well as a colour.
    const rows = log.getByRole('listitem')
    await expect(rows.nth(1)).toHaveText(/^2\s*-click\s*$/)
    await expect(rows.nth(3).locator('svg')).toBeVisible()
    await expect(rows.nth(3).getByText('passed', { exact: true })).toHaveCSS(
      'position',
      'absolute',
    )
  })

  for (const theme of ['light', 'dark'] as const) {
    test(`passes axe in ${theme} mode`, async ({ page }) => {
      await page.addInitScript((mode) => {
        localStorage.setItem('theme', mode)
      }, theme)
      await page.goto('/api/commands/click')
      await waitForHydration(page)
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      const violations = await axeViolations(
        page,
        'ol[aria-label="Command Log"]',
      )
      const problems = violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .map((node) => node.target.join(' '))
            .join(' | ')})`,
      )
      expect(problems, problems.join('\n')).toEqual([])
    })
  }
})
