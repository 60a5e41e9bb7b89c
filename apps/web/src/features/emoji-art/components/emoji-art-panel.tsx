import { useMemo } from 'react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { paths } from '~/config/paths'
import { useCopyToClipboard } from '~/lib/use-copy-to-clipboard'
import { emojiArtToText, renderEmojiArt, undrawable } from '../lib/render-emoji-art'
import { EmojiArtWord } from './emoji-art-word'

/** docs/product.md §9: "Copied!" shows for 2 seconds. */
export const COPIED_MS = 2_000

export interface EmojiArtPanelProps {
  text: string
  /** The chosen emoji; null draws each letter with a random palette emoji. */
  emoji: string | null
}

/** docs/product.md §2 "Emoji-art panel": the text drawn in emoji letters, with Copy and Recent. */
export function EmojiArtPanel({ text, emoji }: EmojiArtPanelProps) {
  // Random emojis are drawn once per text and choice, not on every render.
  const words = useMemo(() => renderEmojiArt(text, emoji), [text, emoji])
  const skipped = useMemo(() => undrawable(text), [text])
  const { copiedKey, copy } = useCopyToClipboard(COPIED_MS)
  const copied = copiedKey !== null

  const copyArt = async () => {
    // docs/product.md §8: a failed copy is only logged.
    if (!(await copy('art', emojiArtToText(words)))) console.error('Failed to copy the emoji art')
  }

  return (
    <section
      aria-labelledby="emoji-art-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="emoji-art-heading" className="text-lg font-bold text-slate-900">
            Emoji art
          </h2>
          <p className="text-sm text-slate-600">
            {emoji ? `Drawn with ${emoji}` : 'Drawn with random emojis: pick one to draw with it'}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Link
            to={paths.appHistory.path}
            className="inline-flex min-h-11 items-center rounded-full px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            Recent
          </Link>
          <Button variant="secondary" onClick={copyArt}>
            {copied ? 'Copied!' : 'Copy'}
          </Button>
          <span role="status" className="sr-only">
            {copied ? 'Emoji art copied to the clipboard' : ''}
          </span>
        </div>
      </div>
      {skipped.length > 0 ? (
        <p
          className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700"
          data-testid="emoji-art-skipped"
        >
          Emoji art draws letters A–Z, digits and common punctuation, so it leaves a gap for{' '}
          {skipped.map((char, index) => (
            <span key={char}>
              {index > 0 ? ', ' : ''}
              <q>{char}</q>
            </span>
          ))}
          .
        </p>
      ) : null}
      <div className="mt-4 flex max-w-full flex-col gap-6 overflow-x-auto" data-testid="emoji-art">
        {words.map((word, index) =>
          word.letters.length > 0 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same word can appear twice.
            <EmojiArtWord key={index} word={word} />
          ) : null,
        )}
      </div>
    </section>
  )
}
