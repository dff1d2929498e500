import { describe, expect, it } from 'vitest'

import {
  commandNamesBare,
  typedCodeNames,
  correctSpelling,
  editDistance,
  fillerWordsLeftOut,
  hasSeveralWords,
  joinCodeName,
  pagefindQuery,
  queryWords,
  sameWord,
} from './query'

describe('commandNamesBare', () => {
  it('drops the cy. prefix, a leading dot and call parentheses, and nothing else', () => {
    expect(commandNamesBare('cy.get().find')).toBe(' get .find')
    expect(commandNamesBare('.should have.length')).toBe('should have.length')
    expect(commandNamesBare('Cypress.config')).toBe('Cypress.config')
  })
})

describe('typedCodeNames', () => {
  it('lists the code names typed with their prefix, a command as cy.x, an API as cypress.x', () => {
    expect(typedCodeNames('cy.prompt')).toEqual(['cy.prompt'])
    expect(typedCodeNames('cy.get().find')).toEqual(['cy.get', 'cy.find'])
    expect(typedCodeNames('.should() have.length')).toEqual(['cy.should'])
    expect(typedCodeNames('Cypress.expose and Cypress.$')).toEqual([
      'cypress.expose',
      'cypress.$',
    ])
    expect(typedCodeNames('Cypress.Commands.add')).toEqual(['cypress.commands'])
  })

  it('lists none for words, versions and names inside other words', () => {
    expect(typedCodeNames('prompt')).toEqual([])
    expect(typedCodeNames('cypress 15.3.0')).toEqual([])
    expect(typedCodeNames('xcy.get file.txt')).toEqual([])
  })
})

describe('fillerWordsLeftOut', () => {
  it('drops filler words, one space between the others', () => {
    expect(fillerWordsLeftOut('  how do I  wait for a request ')).toBe(
      'wait request',
    )
    expect(fillerWordsLeftOut('tests pass locally but fail in ci')).toBe(
      'tests pass locally fail ci',
    )
  })

  it('keeps a query of filler words only', () => {
    expect(fillerWordsLeftOut('the')).toBe('the')
  })
})

describe('hasSeveralWords', () => {
  it('is true from two words on', () => {
    expect(hasSeveralWords('get')).toBe(false)
    expect(hasSeveralWords(' get ')).toBe(false)
    expect(hasSeveralWords('get text')).toBe(true)
  })
})

describe('pagefindQuery', () => {
  it('drops the cy. prefix, a leading dot and call parentheses', () => {
    expect(pagefindQuery('cy.get()')).toBe('get')
    expect(pagefindQuery('.should have.length')).toBe('should have.length')
  })

  it('keeps other dotted names whole', () => {
    expect(pagefindQuery('Cypress.config')).toBe('Cypress.config')
    expect(pagefindQuery('cypress.run() options')).toBe('cypress.run options')
  })

  it('drops the words of a comparison and "per"', () => {
    expect(pagefindQuery('.filter vs .find')).toBe('filter find')
    expect(pagefindQuery('stub versus spy')).toBe('stub spy')
    expect(pagefindQuery('e2e or component')).toBe('e2e component')
    expect(pagefindQuery('log in once per spec')).toBe('log once spec')
  })

  it('drops filler words, unless the query is nothing else', () => {
    expect(pagefindQuery('how do I wait for a request')).toBe('wait request')
    expect(pagefindQuery('upload a file')).toBe('upload file')
    expect(pagefindQuery('the')).toBe('the')
    expect(pagefindQuery('how to')).toBe('how to')
  })

  it('keeps command names that look like filler words', () => {
    expect(pagefindQuery('cy.on')).toBe('on')
    expect(pagefindQuery('.and .its .as .then .within .not')).toBe(
      'and its as then within not',
    )
  })
})

describe('queryWords', () => {
  it('lowercases and drops the cy. and leading-dot forms readers type', () => {
    expect(queryWords('cy.get()')).toEqual(['get'])
    expect(queryWords('.should Have Length')).toEqual([
      'should',
      'have',
      'length',
    ])
  })

  it('keeps event names and environment variables whole', () => {
    expect(queryWords('before:browser:launch')).toEqual([
      'before:browser:launch',
    ])
    expect(queryWords('CYPRESS_INSTALL_BINARY')).toEqual([
      'cypress_install_binary',
    ])
  })
})

describe('joinCodeName', () => {
  const names = new Set(['baseurl', 'defaultcommandtimeout', 'setcookie'])

  it('joins the words that spell a code name, the longest run first', () => {
    expect(joinCodeName('set base url', names)).toBe('set baseurl')
    expect(joinCodeName('default command timeout', names)).toBe(
      'defaultcommandtimeout',
    )
    expect(joinCodeName('Set Cookie', names)).toBe('setcookie')
  })

  it('is null when no run of words spells one', () => {
    expect(joinCodeName('url base', names)).toBeNull()
    expect(joinCodeName('baseurl', names)).toBeNull()
    expect(joinCodeName('set base url', new Set())).toBeNull()
  })
})

describe('editDistance', () => {
  it('counts an adjacent swap as one edit, and stops past the limit', () => {
    expect(editDistance('intercpet', 'intercept', 2)).toBe(1)
    expect(editDistance('visti', 'visit', 1)).toBe(1)
    expect(editDistance('sesion', 'session', 1)).toBe(1)
    expect(editDistance('kitten', 'sitting', 5)).toBe(3)
    expect(editDistance('kitten', 'sitting', 1)).toBe(2)
    expect(editDistance('a', 'abcdef', 2)).toBe(3)
  })
})

describe('correctSpelling', () => {
  const known = new Set([
    'intercept',
    'visit',
    'session',
    'defaultcommandtimeout',
    'viewport',
  ])

  it('replaces words an edit or two from a known word', () => {
    expect(correctSpelling('intercpet', known)).toBe('intercept')
    expect(correctSpelling('visti', known)).toBe('visit')
    expect(correctSpelling('sesion', known)).toBe('session')
    expect(correctSpelling('defualtCommandTimeout', known)).toBe(
      'defaultcommandtimeout',
    )
    expect(correctSpelling('visti sticky header', known)).toBe(
      'visit sticky header',
    )
  })

  it('is null when no word changes: known, short, too far, or another first letter', () => {
    expect(correctSpelling('visit', known)).toBeNull()
    expect(correctSpelling('vis', known)).toBeNull()
    expect(correctSpelling('vesta', known)).toBeNull()
    expect(correctSpelling('bisit', known)).toBeNull()
    expect(correctSpelling('visti', new Set())).toBeNull()
  })
})

describe('sameWord', () => {
  it('is true for a word typed that begins the word, or has its stem', () => {
    expect(sameWord('config', 'configuration')).toBe(true)
    expect(sameWord('tests', 'testing')).toBe(true)
    expect(sameWord('runs', 'running')).toBe(true)
    expect(sameWord('applies', 'apply')).toBe(true)
    expect(sameWord('spies', 'spy')).toBe(true)
    expect(sameWord('cache', 'caches')).toBe(true)
    expect(sameWord('configured', 'configure')).toBe(true)
  })

  it('is false for other words that begin alike', () => {
    expect(sameWord('apply', 'application')).toBe(false)
    expect(sameWord('configuration', 'conflict')).toBe(false)
    expect(sameWord('it', 'its')).toBe(false)
    expect(sameWord('spy', 'spec')).toBe(false)
    expect(sameWord('e2e', 'end-to-end')).toBe(false)
  })
})
