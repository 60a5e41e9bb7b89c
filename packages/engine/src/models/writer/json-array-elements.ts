const WHITESPACE = new Set([' ', '\t', '\n', '\r'])

/**
 * Reads a JSON object such as `{"elements":[{...},{...}]}` as it is being written and hands
 * back the text of each element of the array under `key` as soon as that element is complete,
 * so a list can be shown while the model is still writing the rest.
 */
export function createJsonArrayElementReader(key: string) {
  let text = ''
  let depth = 0
  let inString = false
  let escaped = false
  let stringStart = -1
  /** The last string read at the top level: the key a following ':' belongs to. */
  let lastTopLevelString: string | undefined
  let pendingKey: string | undefined
  /** Depth inside the array under `key`, or -1 outside it. */
  let arrayDepth = -1
  let elementStart = -1

  /** Adds the next piece of text; returns the elements it completed, as JSON text. */
  function push(chunk: string): string[] {
    const completed: string[] = []
    const finish = (end: number) => {
      const element = text.slice(elementStart, end).trim()
      elementStart = -1
      completed.push(element)
    }
    const from = text.length
    text += chunk
    for (let i = from; i < text.length; i++) {
      const char = text.charAt(i)
      if (inString) {
        if (escaped) escaped = false
        else if (char === '\\') escaped = true
        else if (char === '"') {
          inString = false
          if (depth === 1) lastTopLevelString = parseString(text.slice(stringStart, i + 1))
          if (depth === arrayDepth && elementStart >= 0) finish(i + 1)
        }
        continue
      }
      if (depth === arrayDepth && elementStart < 0 && !WHITESPACE.has(char) && char !== ',' && char !== ']') {
        elementStart = i
      }
      switch (char) {
        case '"':
          inString = true
          stringStart = i
          break
        case ':':
          if (depth === 1) pendingKey = lastTopLevelString
          break
        case '{':
        case '[':
          if (char === '[' && depth === 1 && pendingKey === key) arrayDepth = 2
          depth++
          break
        case '}':
        case ']':
          // A number, true, false or null ends at the bracket that closes the array.
          if (depth === arrayDepth && elementStart >= 0) finish(i)
          depth--
          if (depth === arrayDepth && elementStart >= 0) finish(i + 1)
          else if (depth < arrayDepth) arrayDepth = -1
          break
        case ',':
          if (depth === arrayDepth && elementStart >= 0) finish(i)
          break
      }
    }
    return completed
  }

  return {
    push,
    /** Everything pushed so far. */
    get text() {
      return text
    },
  }
}

function parseString(json: string): string | undefined {
  try {
    return JSON.parse(json) as string
  } catch {
    return undefined
  }
}
