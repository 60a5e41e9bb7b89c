const ELONGATION_GLOBAL = /(\p{L})\1{2,}/gu

/** A word with a letter held for effect: "sooo", "heyyy", "noooo". A plain loop: this runs for every word. */
export function isElongated(word: string): boolean {
  for (let at = 2; at < word.length; at++) {
    const letter = word.charAt(at)
    if (
      letter === word.charAt(at - 1) &&
      letter === word.charAt(at - 2) &&
      letter.toLowerCase() !== letter.toUpperCase()
    )
      return true
  }
  return false
}

/**
 * Spellings to look an elongated word up by, most likely first: "goooood" → "good", then "god";
 * "sooo" → "soo", then "so". A word that is not elongated gives no candidates.
 */
export function unelongate(word: string): string[] {
  if (!isElongated(word)) return []
  return [word.replace(ELONGATION_GLOBAL, '$1$1'), word.replace(ELONGATION_GLOBAL, '$1')]
}
