const DOUBLED_END = /([bdgklmnprtz])\1$/

/**
 * Plausible base forms of an inflected English word, most likely first: "parties" → "party",
 * "dogs" → "dog", "dancing" → "danc", "dance"; "stopped" → "stopp", "stop". A cheap stand-in
 * for a stemmer where a lookup table decides which candidate is real.
 */
export function baseForms(word: string): string[] {
  const forms: string[] = []
  const add = (form: string) => {
    if (form.length >= 2 && form !== word && !forms.includes(form)) forms.push(form)
  }
  if (word.endsWith('ies') && word.length > 4) add(`${word.slice(0, -3)}y`)
  if (/(?:ches|shes|xes|sses|zes|oes)$/.test(word)) add(word.slice(0, -2))
  if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1))
  for (const suffix of ['ing', 'ed', 'er', 'est']) {
    if (!word.endsWith(suffix) || word.length <= suffix.length + 2) continue
    const stem = word.slice(0, -suffix.length)
    add(stem)
    add(`${stem}e`)
    if (DOUBLED_END.test(stem)) add(stem.slice(0, -1))
    if (stem.endsWith('i')) add(`${stem.slice(0, -1)}y`)
  }
  return forms
}
