/**
 * Some requests name the act in a shape the instruction grammar does not read: "need a reference
 * letter from Ms Halvorsen by 30 June", "Olu, lend me your drill?", "q for Nnamdi: which…",
 * "would Professor Ilunga come speak to our society?". Each is rewritten once into the plain
 * instruction it means ("ask Ms Halvorsen for a reference letter by 30 June") and read as that.
 */
const REWRITES: [RegExp, string][] = [
  // "need a reference letter from Ms Halvorsen by 30 June …" → "ask Ms Halvorsen for a reference letter …"
  [
    /^(?:[Ii]\s+)?(?:[Nn]eed|[Ww]ant|[Ww]ould like)\s+(?!to\b)(.+?)\s+from\s+((?:[Mm]rs?|[Mm]s|[Dd]r|[Pp]rof)\.?\s+\p{L}+|\p{Lu}[\p{L}'’-]+|(?:my|our|the)\s+(?:boss|manager|landlord|teacher|professor|tutor|doctor|client|mentor|supervisor|lecturer|coach|dad|mum|mom|sister|brother|friend))(.*)$/u,
    'ask $2 for $1$3',
  ],
  // "Olu, lend me your drill? just for saturday" → "ask Olu to lend me your drill, just for saturday"
  [
    /^(\p{Lu}[\p{L}'’-]+),\s+((?:lend|send|bring|grab|pick|give|get|help|cover|drop|call|text|save|book|check|keep|come)\b[^?]*)\?\s*(.*)$/u,
    'ask $1 to $2, $3',
  ],
  // "q for Nnamdi: which tile adhesive did he use" → "ask Nnamdi which tile adhesive did he use"
  [/^(?:q|question|quick q(?:uestion)?|quick one)\s+for\s+([^:—–-]+?)\s*[:—–-]\s*(.+)$/iu, 'ask $1 $2'],
  // "would Professor Ilunga come speak to our society?" → "invite Professor Ilunga to come speak to our society"
  [
    /^would\s+((?:professor|prof|dr|mr|mrs|ms)\.?\s+\p{L}+|\p{Lu}[\p{L}'’-]+)\s+(come|join|like to come)\b([^?]*)\??(.*)$/iu,
    'invite $1 to $2$3,$4',
  ],
  // "meet them at 35 + postage?" → "counter with 35 + postage"
  [/^meet\s+(?:them|him|her)\s+at\s+([^?]+)\??$/iu, 'counter with $1'],
]

export function canonicalRequest(text: string): string {
  for (const [pattern, replacement] of REWRITES) {
    if (pattern.test(text))
      return text
        .replace(pattern, replacement)
        .replace(/[,\s]+$/, '')
        .replace(/\s{2,}/g, ' ')
  }
  return text
}
