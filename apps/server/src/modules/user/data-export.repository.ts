import type { MessageHistoryItem, Platform, Tones, UserDataExport } from '@tipsy/contracts'
import { type Database, schema } from '@tipsy/db'
import { asc, desc, eq } from 'drizzle-orm'
import { toAnalysisHistoryItem } from '../messages/analyses.repository'

const {
  users,
  userPreferences,
  messages,
  messageVariations: variations,
  savedMessages,
  copyEvents,
  messageAnalyses,
  emojiHistory,
  usageCounters,
  subscriptions,
  refreshTokenFamilies,
} = schema

export type StoredUserData = Omit<UserDataExport, 'exportedAt'>

const iso = (date: Date) => date.toISOString()
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null)

/** Reads every row stored about one user, for the "download everything about me" file. */
export function createDataExportRepository(db: Database) {
  return {
    /** Null when the account no longer exists. One snapshot: a write meanwhile is all in or all out. */
    forUser(userId: string): Promise<StoredUserData | null> {
      return db.transaction(
        async (tx) => {
          const [account] = await tx.select().from(users).where(eq(users.id, userId))
          if (!account) return null
          const [
            [preferences],
            messageRows,
            variationRows,
            savedRows,
            copyRows,
            analysisRows,
            emojiRows,
            usageRows,
            [subscription],
            sessionRows,
          ] = await Promise.all([
            tx
              .select({ preferences: userPreferences.preferences })
              .from(userPreferences)
              .where(eq(userPreferences.userId, userId)),
            tx
              .select()
              .from(messages)
              .where(eq(messages.userId, userId))
              .orderBy(desc(messages.createdAt), desc(messages.id)),
            tx
              .select({
                messageId: variations.messageId,
                id: variations.id,
                tone: variations.tone,
                text: variations.text,
                unchecked: variations.unchecked,
                createdAt: variations.createdAt,
              })
              .from(variations)
              .innerJoin(messages, eq(messages.id, variations.messageId))
              .where(eq(messages.userId, userId))
              .orderBy(asc(variations.messageId), asc(variations.position)),
            tx
              .select({ messageId: savedMessages.messageId })
              .from(savedMessages)
              .where(eq(savedMessages.userId, userId)),
            tx
              .select()
              .from(copyEvents)
              .where(eq(copyEvents.userId, userId))
              .orderBy(asc(copyEvents.createdAt), asc(copyEvents.id)),
            tx
              .select()
              .from(messageAnalyses)
              .where(eq(messageAnalyses.userId, userId))
              .orderBy(desc(messageAnalyses.createdAt), desc(messageAnalyses.id)),
            tx
              .select()
              .from(emojiHistory)
              .where(eq(emojiHistory.userId, userId))
              .orderBy(desc(emojiHistory.createdAt), desc(emojiHistory.id)),
            tx
              .select()
              .from(usageCounters)
              .where(eq(usageCounters.userId, userId))
              .orderBy(asc(usageCounters.day), asc(usageCounters.metric)),
            tx.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
            tx
              .select()
              .from(refreshTokenFamilies)
              .where(eq(refreshTokenFamilies.userId, userId))
              .orderBy(asc(refreshTokenFamilies.createdAt)),
          ])

          const saved = new Set(savedRows.map((row) => row.messageId))
          const variationsOf = new Map<string, typeof variationRows>()
          for (const row of variationRows) {
            const ofMessage = variationsOf.get(row.messageId)
            if (ofMessage) ofMessage.push(row)
            else variationsOf.set(row.messageId, [row])
          }
          const generations: MessageHistoryItem[] = messageRows.map((row) => ({
            message_id: row.id,
            prompt: row.prompt,
            context: row.context,
            platform: row.platform as Platform | null,
            tones: row.tones as Tones,
            saved: saved.has(row.id),
            timestamp: iso(row.createdAt),
            generatedMessages: (variationsOf.get(row.id) ?? []).map((variation) => ({
              id: variation.id,
              tone: variation.tone,
              text: variation.text,
              timestamp: iso(variation.createdAt),
              ...(variation.unchecked ? { unchecked: variation.unchecked } : {}),
            })),
          }))

          return {
            account: {
              id: account.id,
              email: account.email,
              name: account.name,
              picture: account.picture,
              signInProvider: account.authProvider,
              signInSubject: account.authSubject,
              createdAt: iso(account.createdAt),
              lastActiveAt: iso(account.lastActiveAt),
            },
            preferences: preferences?.preferences ?? null,
            messages: generations,
            copyEvents: copyRows.map((row) => ({
              messageId: row.messageId,
              variationId: row.variationId,
              copiedAt: iso(row.createdAt),
            })),
            analyses: analysisRows.map(toAnalysisHistoryItem),
            emojiHistory: emojiRows.map((row) => ({
              id: row.id,
              text: row.text,
              emoji: row.emoji,
              selectedEmoji: row.selectedEmoji,
              createdAt: iso(row.createdAt),
            })),
            usage: usageRows.map((row) => ({ metric: row.metric, day: row.day, count: row.count })),
            subscription: subscription
              ? {
                  provider: subscription.provider,
                  subscriptionId: subscription.providerSubscriptionId,
                  status: subscription.status,
                  cancelAtNextBillingDate: subscription.cancelAtNextBillingDate,
                  recurringPreTaxAmount: subscription.recurringPreTaxAmount,
                  currency: subscription.currency,
                  paymentFrequencyInterval: subscription.paymentFrequencyInterval,
                  nextBillingDate: iso(subscription.nextBillingDate),
                  expiresAt: isoOrNull(subscription.expiresAt),
                  customer: subscription.customer,
                  billing: subscription.billing,
                  lastEventAt: isoOrNull(subscription.lastEventAt),
                  createdAt: iso(subscription.createdAt),
                  updatedAt: iso(subscription.updatedAt),
                }
              : null,
            sessions: sessionRows.map((row) => ({
              id: row.id,
              createdAt: iso(row.createdAt),
              expiresAt: iso(row.expiresAt),
              revokedAt: isoOrNull(row.revokedAt),
              revokedReason: row.revokedReason,
            })),
          }
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      )
    },
  }
}

export type DataExportRepository = ReturnType<typeof createDataExportRepository>
