/**
 * Query keys shared across features: a feature that changes the data invalidates the key
 * without importing the feature that reads it.
 */
export const queryKeys = {
  /** GET /user/stats: every generation (emoji or messages) changes it. */
  userStats: ['user', 'stats'] as const,
  /** GET /user/preferences. */
  preferences: ['user', 'preferences'] as const,
  /** GET /user/plan: generations, analyses, emoji, a purchase and a cancellation change it. */
  plan: ['user', 'plan'] as const,
  /** GET /emoji/history (all pages). */
  emojiHistory: ['emoji', 'history'] as const,
  /** GET /messages/history (all pages): every message generation changes it. */
  messageHistory: ['messages', 'history'] as const,
  /** GET /messages/analyses (all pages) and each analysis: every MessageIQ analysis changes it. */
  analysisHistory: ['messages', 'analyses'] as const,
}
