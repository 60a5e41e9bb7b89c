import { type Endpoint, endpoints } from '@tipsy/contracts'

/** docs/product.md §8: what the error toast says when the server gave no `detail`. */
const fallbackMessages = new Map<Endpoint, string>([
  [endpoints.health, 'The server is not available'],
  [endpoints.authConfig, 'Failed to load sign-in options'],
  [endpoints.googleLogin, 'Login failed'],
  [endpoints.localLogin, 'Login failed'],
  [endpoints.refresh, 'Token refresh failed'],
  [endpoints.me, 'Failed to get current user'],
  [endpoints.logout, 'Logout failed'],
  [endpoints.generateEmoji, 'Failed to generate emoji'],
  [endpoints.emojiHistory, 'Failed to get emoji history'],
  [endpoints.clearEmojiHistory, 'Failed to delete emoji history'],
  [endpoints.userStats, 'Failed to get user stats'],
  [endpoints.getPreferences, 'Failed to get user preferences'],
  [endpoints.updatePreferences, 'Failed to update user preferences'],
  [endpoints.generateMessages, 'Failed to generate messages'],
  [endpoints.messageHistory, 'Failed to get message history'],
  [endpoints.getMessage, 'Failed to get message'],
  [endpoints.deleteMessage, 'Failed to delete message'],
  [endpoints.deleteAllMessages, 'Failed to delete all messages'],
  [endpoints.saveMessage, 'Failed to save message'],
  [endpoints.recordCopyEvent, 'Failed to record copy event'],
  [endpoints.analyzeMessage, 'Failed to analyze message. Please try again.'],
  [endpoints.analysisHistory, 'Failed to get analyses'],
  [endpoints.getAnalysis, 'Failed to get analysis'],
  [endpoints.deleteAnalysis, 'Failed to delete analysis'],
  [endpoints.deleteAllAnalyses, 'Failed to delete all analyses'],
  [endpoints.rewriteMessage, 'Failed to rewrite message. Please try again.'],
  [endpoints.analyzeDemoMessage, 'Failed to analyze message. Please try again.'],
  [endpoints.useCases, 'Failed to get use cases'],
  [endpoints.subscriptionStatus, 'Failed to fetch subscription status'],
  [endpoints.cancelSubscription, 'Failed to cancel subscription'],
  [endpoints.resumeSubscription, 'Failed to resume subscription'],
  [endpoints.userPlan, 'Failed to get your plan'],
  [endpoints.checkout, 'Failed to start checkout'],
  [endpoints.exportMessages, 'Failed to export message history'],
  [endpoints.exportUserData, 'Failed to download your data'],
  [endpoints.deleteAccount, 'Failed to delete your account'],
])

export const fallbackMessageFor = (endpoint: Endpoint): string =>
  fallbackMessages.get(endpoint) ?? 'Something went wrong'
