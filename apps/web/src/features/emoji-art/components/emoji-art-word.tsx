import { BLANK_CELL, isLongWord, type EmojiArtWord as Word } from '../lib/render-emoji-art'

/** One word: its letters side by side, wrapping on narrow screens. */
export function EmojiArtWord({ word }: { word: Word }) {
  const cell = isLongWord(word) ? 'size-3.5 text-[0.6rem]' : 'size-5 text-sm sm:size-6 sm:text-base'
  return (
    <div role="img" aria-label={word.word} className="flex flex-wrap gap-3">
      {word.letters.map((letter, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: letters repeat; their position is their identity.
          key={index}
          aria-hidden="true"
          className="grid grid-cols-5 leading-none"
          data-testid="emoji-art-letter"
        >
          {letter.rows.flat().map((value, cellIndex) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed 5 × 7 grid.
              key={cellIndex}
              className={`${cell} flex items-center justify-center select-none`}
            >
              {value === BLANK_CELL ? '' : value}
            </span>
          ))}
        </div>
      ))}
    </div>
  )
}
