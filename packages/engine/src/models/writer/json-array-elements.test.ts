import { describe, expect, it } from 'vitest'
import { createJsonArrayElementReader } from './json-array-elements'

/** Feeds the text one character at a time and notes after how many characters each element came out. */
function readByCharacter(key: string, text: string) {
  const reader = createJsonArrayElementReader(key)
  const elements: { json: string; at: number }[] = []
  for (let i = 0; i < text.length; i++) {
    for (const json of reader.push(text.charAt(i))) elements.push({ json, at: i + 1 })
  }
  return elements
}

describe('createJsonArrayElementReader', () => {
  it('hands back each object as soon as its closing brace arrives', () => {
    const text = '{\n\t"elements": [\n\t\t{"text": "a"},\n\t\t{"text": "b, }] \\" {"}\n\t]\n}'
    const elements = readByCharacter('elements', text)
    expect(elements.map(({ json }) => JSON.parse(json))).toEqual([{ text: 'a' }, { text: 'b, }] " {' }])
    expect(elements[0]?.at).toBe(text.indexOf('}') + 1)
    expect(elements[1]?.at).toBe(text.lastIndexOf('"}') + 2)
  })

  it('reads nested values, strings, numbers and literals as whole elements', () => {
    const text = '{"elements":[{"a":[1,{"b":[]}]}, "x", 12.5 ,true,null,[2,3]]}'
    expect(readByCharacter('elements', text).map(({ json }) => JSON.parse(json))).toEqual([
      { a: [1, { b: [] }] },
      'x',
      12.5,
      true,
      null,
      [2, 3],
    ])
  })

  it('ignores arrays under other keys and deeper down', () => {
    const text = '{"other":[1,2],"meta":{"elements":[3]},"note":"elements","elements":[4]}'
    expect(readByCharacter('elements', text).map(({ json }) => json)).toEqual(['4'])
  })

  it('takes chunks of any size and keeps the whole text', () => {
    const reader = createJsonArrayElementReader('elements')
    expect(reader.push('{"elem')).toEqual([])
    expect(reader.push('ents": [{"t": 1}, {"t"')).toEqual(['{"t": 1}'])
    expect(reader.push(': 2}]}')).toEqual(['{"t": 2}'])
    expect(reader.text).toBe('{"elements": [{"t": 1}, {"t": 2}]}')
  })

  it('hands back nothing for an element cut off before its end', () => {
    expect(readByCharacter('elements', '{"elements": [{"t": 1}, {"t": "unfinis')).toHaveLength(1)
  })
})
