import type { ReactNode } from 'react'

import type { FieldCheck } from './matching'
import type { MatcherVerdict, RequestVerdict, TryoutResult } from './tryout'
import { styles } from './styles'

/** Text with `code` spans, as the explanations write them. */
function Prose({ children }: { children: string }): ReactNode {
  return children
    .split(/(`[^`]*`)/)
    .map((part, index) =>
      part.length > 1 && part.startsWith('`') && part.endsWith('`') ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    )
}

function Mark({ pass }: { pass: boolean }) {
  return (
    <svg
      className={styles.mark}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      {pass ? (
        <path d="M3 8.5l3.2 3.2L13 5" fill="none" strokeWidth="2" />
      ) : (
        <path d="M4 4l8 8M12 4l-8 8" fill="none" strokeWidth="2" />
      )}
    </svg>
  )
}

const FORMS: Record<string, string> = {
  url: 'cy.intercept(url)',
  'method, url': 'cy.intercept(method, url)',
  routeMatcher: 'cy.intercept(routeMatcher)',
  'url, routeMatcher, handler': 'cy.intercept(url, routeMatcher, handler)',
}

/** Under the arguments: how Cypress reads them, or why it cannot. */
export function MatcherNote({ verdict }: { verdict: MatcherVerdict }) {
  if (verdict.status === 'empty') {
    return (
      <p className={styles.note}>
        Type the arguments to see what Cypress makes of them.
      </p>
    )
  }
  if (verdict.status === 'unreadable') {
    return (
      <p className={styles.problem}>
        <strong>The tryout cannot read this.</strong>{' '}
        <Prose>{verdict.message}</Prose>
      </p>
    )
  }
  if (verdict.status === 'refused') {
    return (
      <div className={styles.problem}>
        <p>
          <strong>Cypress fails this call</strong>
          {verdict.quoted ? ' with:' : ':'}
        </p>
        {verdict.quoted ? (
          <blockquote className={styles.quote}>
            {verdict.message.split('\n\n').map((paragraph) => (
              <p key={paragraph}>
                <Prose>{paragraph}</Prose>
              </p>
            ))}
          </blockquote>
        ) : (
          <p>
            <Prose>{verdict.message}</Prose>
          </p>
        )}
      </div>
    )
  }
  return (
    <div className={styles.note}>
      <p>
        Read as <code>{FORMS[verdict.form]}</code>; the route matcher Cypress
        registers is <code>{verdict.registered}</code>.
      </p>
      {verdict.notes.map((note) => (
        <p key={note}>
          <Prose>{note}</Prose>
        </p>
      ))}
    </div>
  )
}

function Check({ check }: { check: FieldCheck }) {
  return (
    <li className={check.pass ? styles.pass : styles.fail}>
      <Mark pass={check.pass} />
      <span className={styles.visuallyHidden}>
        {check.pass ? 'Passes: ' : 'Fails: '}
      </span>
      <code>{check.field}</code> <code>{check.matcher}</code>{' '}
      <Prose>{check.how}</Prose>.
      {check.hint && (
        <span className={styles.hint}>
          {' '}
          <Prose>{check.hint}</Prose>
        </span>
      )}
      {!check.checkedByCypress && (
        <span className={styles.hint}>
          {' '}
          Cypress stops at the first field that fails and never tests this one.
        </span>
      )}
    </li>
  )
}

function verdictWords(verdict: RequestVerdict, registered: boolean): string {
  if (verdict.error) return 'Cannot be read'
  if (!registered) return 'Not checked'
  return verdict.matched ? 'Matches' : 'Does not match'
}

function Verdict({
  verdict,
  registered,
}: {
  verdict: RequestVerdict
  registered: boolean
}) {
  const tone = verdict.error
    ? styles.unread
    : !registered
      ? styles.unchecked
      : verdict.matched
        ? styles.matched
        : styles.missed
  return (
    <li className={`${styles.verdict} ${tone}`}>
      <p className={styles.verdictLine}>
        {registered && !verdict.error && <Mark pass={verdict.matched} />}
        <strong>{verdictWords(verdict, registered)}</strong>{' '}
        {verdict.request ? (
          <code className={styles.request}>
            {verdict.request.method} {verdict.request.url}
          </code>
        ) : (
          <code className={styles.request}>{verdict.text}</code>
        )}
      </p>
      {verdict.error && (
        <p className={styles.hint}>
          Line {verdict.line}: <Prose>{verdict.error}</Prose>
        </p>
      )}
      {verdict.usedUp && (
        <p className={styles.hint}>
          Every field matches, but the intercept stops matching after{' '}
          <code>times: {verdict.usedUp.times}</code>, and it has matched{' '}
          {verdict.usedUp.times === 1
            ? 'one request'
            : `${verdict.usedUp.times} requests`}{' '}
          above.
        </p>
      )}
      {registered && !verdict.error && verdict.checks.length === 0 && (
        <p className={styles.hint}>
          The route matcher has no field left to check, so every request
          matches.
        </p>
      )}
      {verdict.checks.length > 0 && (
        <ul className={styles.checks}>
          {verdict.checks.map((check) => (
            <Check key={check.field} check={check} />
          ))}
        </ul>
      )}
    </li>
  )
}

/** The verdict for each listed request, in order. */
export function Verdicts({
  result,
  labelledBy,
}: {
  result: TryoutResult
  labelledBy: string
}) {
  const registered = result.matcher.status === 'registered'
  return (
    <>
      {result.headerErrors.map((error) => (
        <p key={error} className={styles.problem}>
          <Prose>{error}</Prose>
        </p>
      ))}
      {result.requests.length === 0 ? (
        <p className={styles.note}>List a request to see whether it matches.</p>
      ) : (
        <ol className={styles.verdicts} aria-labelledby={labelledBy}>
          {result.requests.map((verdict) => (
            <Verdict
              key={verdict.line}
              verdict={verdict}
              registered={registered}
            />
          ))}
        </ol>
      )}
    </>
  )
}
