import { describe, expect, it } from 'vitest'

import { isTypedCharacter } from './useTypeToSearch'

const key = (init: KeyboardEventInit) =>
  ({
    key: '',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...init,
  }) as KeyboardEvent

describe('isTypedCharacter', () => {
  it.each([
    ['a letter', { key: 'r' }, true],
    ['a capital', { key: 'R', shiftKey: true }, true],
    ['a digit', { key: '4' }, true],
    ['a dot', { key: '.' }, true],
    ['a space', { key: ' ' }, false],
    ['Enter', { key: 'Enter' }, false],
    ['Tab', { key: 'Tab' }, false],
    ['Ctrl+K', { key: 'k', ctrlKey: true }, false],
    ['Meta+K', { key: 'k', metaKey: true }, false],
    ['Alt+r', { key: 'r', altKey: true }, false],
  ])('%s: %s', (_name, init, expected) => {
    expect(isTypedCharacter(key(init))).toBe(expected)
  })
})
