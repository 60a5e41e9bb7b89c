/**
 * docs/product.md §9's emoji palette. It announces 27 emojis but names 25; sparkles and sun complete it.
 */
export const EMOJI_PALETTE = [
  '😂', // laugh
  '❤️', // heart
  '😢', // cry
  '🙏', // pray
  '😘', // kiss
  '😍', // heart-eyes
  '😊', // smile
  '😁', // grin
  '😎', // cool
  '👍', // thumbs-up
  '🎉', // party
  '🚀', // rocket
  '⭐', // star
  '🍕', // pizza
  '🐶', // dog
  '🐱', // cat
  '🦄', // unicorn
  '🍀', // clover
  '🌈', // rainbow
  '🔥', // fire
  '⚡', // lightning
  '💡', // bulb
  '📚', // books
  '🧠', // brain
  '💻', // laptop
  '✨', // sparkles
  '☀️', // sun
] as const

/** `random` returns a number in [0, 1), like Math.random. */
export function randomPaletteEmoji(random: () => number = Math.random): string {
  const index = Math.min(EMOJI_PALETTE.length - 1, Math.floor(random() * EMOJI_PALETTE.length))
  return EMOJI_PALETTE[index] ?? EMOJI_PALETTE[0]
}
