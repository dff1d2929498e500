/**
 * Reads what a reader types as the arguments of `cy.intercept()`: strings,
 * regular expression literals, numbers, booleans, `null`, `undefined`,
 * arrays and object literals, as JavaScript writes them. A handler function
 * (or any other code) is kept as text and never run. Nothing here throws: a
 * mistake comes back as a `LiteralError` that says where it is and what was
 * expected.
 */

/** A value the tryout can read: what JavaScript would build from the literal. */
export type Literal =
  | string
  | number
  | boolean
  | null
  | undefined
  | RegExp
  | Literal[]
  | LiteralObject
  | Code

/** An object literal; built without a prototype, so any key is an own key. */
export interface LiteralObject {
  [key: string]: Literal
}

/** An argument that is code (a function, a variable): kept as its text. */
export class Code {
  constructor(readonly text: string) {}
}

export interface LiteralError {
  /** What is wrong, in a sentence. */
  message: string
  /** Offset in the input where it is. */
  at: number
}

export type ArgumentsResult =
  { ok: true; args: Literal[] } | { ok: false; error: LiteralError }

class Fail {
  constructor(readonly error: LiteralError) {}
}

const identifierStart = /[A-Za-z_$]/
const identifierPart = /[\w$]/
const regexFlags = /^[dgimsuvy]*$/

/** Where `offset` is in `text`, for messages: "line 2, column 5". */
export function position(text: string, offset: number): string {
  const before = text.slice(0, offset)
  const line = before.split('\n').length
  const column = offset - before.lastIndexOf('\n')
  return text.includes('\n')
    ? `line ${line}, column ${column}`
    : `column ${column}`
}

class Reader {
  pos = 0

  constructor(readonly text: string) {}

  fail(message: string, at = this.pos): never {
    throw new Fail({ message, at })
  }

  /** Skips white space and comments. */
  space(): void {
    for (;;) {
      const rest = this.text.slice(this.pos)
      const blank = /^\s+/.exec(rest)
      if (blank) {
        this.pos += blank[0].length
        continue
      }
      if (rest.startsWith('//')) {
        const end = this.text.indexOf('\n', this.pos)
        this.pos = end === -1 ? this.text.length : end
        continue
      }
      if (rest.startsWith('/*')) {
        const end = this.text.indexOf('*/', this.pos + 2)
        if (end === -1) this.fail('This comment is never closed with */.')
        this.pos = end + 2
        continue
      }
      return
    }
  }

  peek(): string {
    return this.text[this.pos] ?? ''
  }

  done(): boolean {
    return this.pos >= this.text.length
  }

  word(): string {
    const match = /^[A-Za-z_$][\w$]*/.exec(this.text.slice(this.pos))
    return match ? match[0] : ''
  }

  value(): Literal {
    this.space()
    const start = this.pos
    const char = this.peek()
    if (char === '') this.fail('A value is missing here.')
    if (char === "'" || char === '"') return this.string(char)
    if (char === '`') return this.template()
    if (char === '/') return this.regex()
    if (char === '{') return this.object()
    if (char === '[') return this.array()
    if (/[-+.\d]/.test(char)) return this.number()
    const word = this.word()
    const constants: Record<string, Literal> = {
      true: true,
      false: false,
      null: null,
      undefined: undefined,
    }
    if (word in constants) {
      this.pos += word.length
      return constants[word]
    }
    if (word === 'new' && /^new\s+RegExp\s*\(/.test(this.text.slice(start))) {
      this.fail(
        'Write the regular expression as a literal, such as /\\/api\\/\\d+/, rather than new RegExp(…).',
      )
    }
    if (word) {
      this.fail(
        `\`${word}\` is a name, not a value: the tryout cannot see what it holds. Write the string, regular expression or object itself.`,
      )
    }
    this.fail(`\`${char}\` cannot start a value here.`)
  }

  string(quote: string): string {
    const start = this.pos
    this.pos += 1
    let out = ''
    for (;;) {
      const char = this.peek()
      if (char === '' || char === '\n') {
        this.fail(`This string is never closed with ${quote}.`, start)
      }
      this.pos += 1
      if (char === quote) return out
      if (char === '\\') out += this.escape()
      else out += char
    }
  }

  template(): string {
    const start = this.pos
    this.pos += 1
    let out = ''
    for (;;) {
      const char = this.peek()
      if (char === '') this.fail('This template string is never closed.', start)
      if (char === '$' && this.text[this.pos + 1] === '{') {
        this.fail(
          'A template string with ${…} depends on your test’s variables: write the string it produces.',
        )
      }
      this.pos += 1
      if (char === '`') return out
      if (char === '\\') out += this.escape()
      else out += char
    }
  }

  escape(): string {
    const char = this.peek()
    this.pos += 1
    const simple: Record<string, string> = {
      n: '\n',
      r: '\r',
      t: '\t',
      b: '\b',
      f: '\f',
      v: '\v',
      '0': '\0',
      '\n': '',
    }
    if (char in simple) return simple[char]
    if (char === 'x' || char === 'u') {
      const braced = char === 'u' && this.peek() === '{'
      const pattern = braced
        ? /^\{([0-9a-fA-F]{1,6})\}/
        : char === 'x'
          ? /^([0-9a-fA-F]{2})/
          : /^([0-9a-fA-F]{4})/
      const match = pattern.exec(this.text.slice(this.pos))
      if (!match) this.fail(`\\${char} needs hexadecimal digits.`, this.pos - 2)
      this.pos += match[0].length
      return String.fromCodePoint(parseInt(match[1], 16))
    }
    return char
  }

  regex(): RegExp {
    const start = this.pos
    this.pos += 1
    let inClass = false
    for (;;) {
      const char = this.peek()
      if (char === '' || char === '\n') {
        this.fail(
          'This regular expression is never closed with /. Inside it, write a slash as \\/.',
          start,
        )
      }
      this.pos += 1
      if (char === '\\') {
        this.pos += 1
      } else if (char === '[') {
        inClass = true
      } else if (char === ']') {
        inClass = false
      } else if (char === '/' && !inClass) {
        break
      }
    }
    const source = this.text.slice(start + 1, this.pos - 1)
    const flagsStart = this.pos
    while (identifierPart.test(this.peek())) this.pos += 1
    const flags = this.text.slice(flagsStart, this.pos)
    if (source === '') this.fail('A regular expression cannot be empty.', start)
    if (!regexFlags.test(flags)) {
      this.fail(
        `\`${flags}\` are not regular expression flags; JavaScript has d, g, i, m, s, u, v and y.`,
        flagsStart,
      )
    }
    try {
      return new RegExp(source, flags)
    } catch (error) {
      return this.fail(
        `This regular expression is not valid: ${(error as Error).message}`,
        start,
      )
    }
  }

  number(): number {
    const match =
      /^[-+]?(?:0[xX][0-9a-fA-F]+|(?:\d[\d_]*)?\.?\d*(?:[eE][-+]?\d+)?)/.exec(
        this.text.slice(this.pos),
      )
    const raw = match?.[0] ?? ''
    const value = Number(raw.replace(/_/g, ''))
    if (!raw || raw === '-' || raw === '+' || Number.isNaN(value)) {
      this.fail('This is not a number.')
    }
    this.pos += raw.length
    return value
  }

  array(): Literal[] {
    this.pos += 1
    const items: Literal[] = []
    for (;;) {
      this.space()
      if (this.peek() === ']') {
        this.pos += 1
        return items
      }
      items.push(this.value())
      this.space()
      if (this.peek() === ',') this.pos += 1
      else if (this.peek() !== ']') {
        this.fail('Expected , or ] after an item of the array.')
      }
    }
  }

  key(): string {
    this.space()
    const char = this.peek()
    if (char === "'" || char === '"') return this.string(char)
    if (/\d/.test(char)) return String(this.number())
    if (identifierStart.test(char)) {
      const word = this.word()
      this.pos += word.length
      return word
    }
    if (char === '[') {
      this.fail(
        'A computed key [ … ] depends on your test’s code: write the key as text.',
      )
    }
    if (char === '.') {
      this.fail(
        'A spread (...) depends on your test’s code: write the keys out.',
      )
    }
    return this.fail('Expected a key: a name or a string in quotes.')
  }

  object(): LiteralObject {
    this.pos += 1
    const object = Object.create(null) as LiteralObject
    for (;;) {
      this.space()
      if (this.peek() === '}') {
        this.pos += 1
        return object
      }
      const keyAt = this.pos
      const key = this.key()
      this.space()
      if (this.peek() !== ':') {
        this.fail(
          this.peek() === ',' || this.peek() === '}'
            ? `\`${key}\` has no value: write ${key}: followed by its value.`
            : `Expected : after the key \`${key}\`.`,
          this.peek() === ',' || this.peek() === '}' ? keyAt : this.pos,
        )
      }
      this.pos += 1
      object[key] = this.value()
      this.space()
      if (this.peek() === ',') this.pos += 1
      else if (this.peek() !== '}') {
        this.fail('Expected , or } after a value in the object.')
      }
    }
  }

  /** Code up to the next comma or closing bracket at its own level. */
  code(): Code {
    const start = this.pos
    let depth = 0
    while (!this.done()) {
      const char = this.peek()
      if (char === "'" || char === '"') {
        this.string(char)
        continue
      }
      if (char === '`') {
        // A template in a handler may hold ${…}: skip it whole.
        const end = this.text.indexOf('`', this.pos + 1)
        this.pos = end === -1 ? this.text.length : end + 1
        continue
      }
      if ('([{'.includes(char)) depth += 1
      if (')]}'.includes(char)) {
        if (depth === 0) break
        depth -= 1
      }
      if (char === ',' && depth === 0) break
      this.pos += 1
    }
    return new Code(this.text.slice(start, this.pos).trim())
  }
}

/** Does the text at `pos` start a function or a name rather than a literal? */
function startsCode(text: string): boolean {
  const rest = text.trimStart()
  return (
    /^(?:async\b|function\b|\()/.test(rest) ||
    (/^[A-Za-z_$][\w$.]*/.test(rest) &&
      !/^(?:true|false|null|undefined)\b/.test(rest))
  )
}

/**
 * The arguments of a `cy.intercept()` call: `'/api/*'`,
 * `'POST', '/api/users'`, `{ method: 'GET' }, handler`. A pasted
 * `cy.intercept(…)` call, with `.as('alias')` after it, is read too. From
 * the second argument on, a function or a name is kept as code.
 */
export function readArguments(input: string): ArgumentsResult {
  const reader = new Reader(input)
  try {
    reader.space()
    const call = /^cy\s*\.\s*intercept\s*\(/.exec(input.slice(reader.pos))
    if (call) reader.pos += call[0].length
    const args: Literal[] = []
    for (;;) {
      reader.space()
      if (reader.done() || (call && reader.peek() === ')')) break
      if (args.length > 0 && startsCode(input.slice(reader.pos))) {
        args.push(reader.code())
      } else {
        args.push(reader.value())
      }
      reader.space()
      if (reader.peek() === ',') {
        reader.pos += 1
        continue
      }
      if (reader.done() || (call && reader.peek() === ')')) break
      reader.fail(
        'Expected , between two arguments, or the end of the arguments.',
      )
    }
    if (call) {
      if (reader.peek() !== ')') {
        reader.fail('The call to cy.intercept( is never closed with ).')
      }
      reader.pos += 1
      reader.space()
      const rest = input.slice(reader.pos)
      if (rest && !/^(?:\.\s*as\s*\(.*\)\s*)?;?\s*$/s.test(rest)) {
        reader.fail(
          'Only .as(…) may follow the call; leave out the rest of the test.',
        )
      }
    }
    return { ok: true, args }
  } catch (error) {
    if (error instanceof Fail) return { ok: false, error: error.error }
    return {
      ok: false,
      error: { message: String((error as Error).message), at: reader.pos },
    }
  }
}

function quote(value: string): string {
  return `'${value
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')}'`
}

/** A value written back as JavaScript, for messages and summaries. */
export function formatLiteral(value: Literal): string {
  if (typeof value === 'string') return quote(value)
  if (value instanceof RegExp) return String(value)
  if (value instanceof Code) return value.text
  if (Array.isArray(value)) return `[${value.map(formatLiteral).join(', ')}]`
  if (value && typeof value === 'object') {
    const entries = Object.keys(value).map((key) => {
      const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key)
      return `${name}: ${formatLiteral(value[key])}`
    })
    return entries.length ? `{ ${entries.join(', ')} }` : '{}'
  }
  return String(value)
}
