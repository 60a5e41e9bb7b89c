/** A skip rule for replacePhrases that applies each match with probability `p` and skips the rest. */
export function applyWithChance(p: number, random: () => number): () => boolean {
  return () => random() >= p
}
