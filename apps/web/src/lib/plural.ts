/** "1 character", "2,500 characters": a count with its word, as the screens write numbers. */
export const plural = (count: number, word: string): string =>
  `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`
