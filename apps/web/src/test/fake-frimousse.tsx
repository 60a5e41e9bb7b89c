import type { ComponentProps, ReactNode } from 'react'

/**
 * Stands in for frimousse in jsdom (no canvas, no layout): a search box and one emoji button.
 * The real picker runs in the E2E specs.
 */
export const EmojiPicker = {
  Root: ({
    children,
    emojibaseUrl,
    onEmojiSelect,
  }: {
    children: ReactNode
    emojibaseUrl?: string
    onEmojiSelect?: (emoji: { emoji: string; label: string }) => void
  }) => (
    <div data-testid="frimousse-root" data-emojibase-url={emojibaseUrl}>
      {children}
      <button type="button" onClick={() => onEmojiSelect?.({ emoji: '🔥', label: 'fire' })}>
        fire
      </button>
    </div>
  ),
  Search: (props: ComponentProps<'input'>) => <input type="search" {...props} />,
  Viewport: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  Loading: () => null,
  Empty: () => null,
  List: () => null,
}
