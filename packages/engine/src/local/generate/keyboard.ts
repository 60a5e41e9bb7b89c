const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm']

/** Keys next to each letter on a QWERTY keyboard (same row, and the staggered rows above and below). */
function buildNeighbours(): Map<string, string> {
  const neighbours = new Map<string, string>()
  ROWS.forEach((row, rowIndex) => {
    for (let column = 0; column < row.length; column++) {
      const near = [row[column - 1], row[column + 1]]
      const above = ROWS[rowIndex - 1]
      const below = ROWS[rowIndex + 1]
      if (above) near.push(above[column], above[column + 1])
      if (below) near.push(below[column - 1], below[column])
      neighbours.set(row[column] ?? '', near.filter((key): key is string => key !== undefined).join(''))
    }
  })
  return neighbours
}

const NEIGHBOURS = buildNeighbours()

export function neighbourKeys(letter: string): string {
  return NEIGHBOURS.get(letter.toLowerCase()) ?? ''
}

/**
 * One slip of the fingers in a word: a neighbouring key hit instead (most often), a letter
 * dropped, doubled or swapped with the next. The first letter stays, so the word stays readable.
 */
export function typo(word: string, random: () => number): string {
  if (word.length < 3) return word
  const at = 1 + Math.floor(random() * (word.length - 1))
  const letter = word[at] ?? ''
  const roll = random()
  if (roll < 0.55) {
    const near = neighbourKeys(letter)
    if (near === '') return word
    const replacement = near[Math.floor(random() * near.length)] ?? letter
    const cased = letter === letter.toUpperCase() ? replacement.toUpperCase() : replacement
    return word.slice(0, at) + cased + word.slice(at + 1)
  }
  if (roll < 0.7) return word.slice(0, at) + word.slice(at + 1)
  if (roll < 0.8) return word.slice(0, at) + letter + word.slice(at)
  const next = word[at + 1]
  if (next === undefined) return word.slice(0, at) + word.slice(at + 1)
  return word.slice(0, at) + next + letter + word.slice(at + 2)
}
