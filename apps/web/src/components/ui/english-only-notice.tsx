import { useDeferredValue, useMemo } from 'react'
import { detectNonEnglish, type NonEnglish } from '~/lib/non-english-text'

/** "Tipsy reads and writes English only for now — this looks like Spanish." */
export function englishOnlyText({ language }: NonEnglish): string {
  const reading = language ? `this looks like ${language}` : "this doesn't look like English"
  return `Tipsy reads and writes English only for now — ${reading}.`
}

export interface EnglishOnlyNoticeProps {
  /** What the user is typing; judged as they type, before anything is sent. */
  text: string
  className?: string
}

/**
 * Says, beside a text input, that Tipsy works in English only, as soon as the text is clearly in
 * another language. Screen readers hear it once from a polite live region that is always there;
 * the box on screen is the same words.
 */
export function EnglishOnlyNotice({ text, className = '' }: EnglishOnlyNoticeProps) {
  const typed = useDeferredValue(text)
  const found = useMemo(() => detectNonEnglish(typed), [typed])
  const notice = found ? englishOnlyText(found) : ''
  return (
    <>
      <span className="sr-only" aria-live="polite">
        {notice}
      </span>
      {found ? (
        <p
          aria-hidden="true"
          data-testid="english-only-notice"
          className={`flex items-start gap-2 rounded-xl bg-amber-50 p-2 text-sm text-amber-950 ring-1 ring-amber-200 ${className}`}
        >
          <span aria-hidden="true">🌐</span>
          <span>{notice}</span>
        </p>
      ) : null}
    </>
  )
}
