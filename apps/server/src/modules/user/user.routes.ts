import cookie from '@fastify/cookie'
import { endpoints } from '@tipsy/contracts'
import type { FastifyInstance } from 'fastify'
import { unauthorized } from '../../lib/api-error'
import type { RouteDefiners } from '../../lib/define-route'
import { clearRefreshCookie } from '../auth/auth.routes'
import { formatAccountAge } from './account-age'
import type { AccountDeletion } from './account-deletion'
import { userDataFile } from './data-export'
import type { DataExportRepository } from './data-export.repository'
import type { PreferencesRepository } from './preferences.repository'
import type { UserStatsRepository } from './user-stats.repository'

export interface UserRoutesOptions {
  routes: RouteDefiners
  stats: UserStatsRepository
  preferences: PreferencesRepository
  dataExport: DataExportRepository
  accountDeletion: AccountDeletion
  secureCookies: boolean
  clock: () => Date
}

export async function userRoutes(app: FastifyInstance, options: UserRoutesOptions) {
  // Only to clear the refresh cookie when the account is deleted: no cookie is read here.
  await app.register(cookie, { hook: false })
  const { stats, preferences, dataExport, accountDeletion, clock } = options
  const { defineRoute, defineFileRoute } = options.routes

  defineRoute(app, endpoints.userStats, async ({ userId }) => {
    const account = await stats.forUser(userId)
    if (!account) throw unauthorized('This account no longer exists', 'user_not_found')
    const { totals } = account
    const mostUsedTone = Object.fromEntries(
      [...totals].filter(([metric]) => metric.startsWith('tone:')).map(([metric, n]) => [metric.slice(5), n]),
    )
    return {
      stats: {
        totalEmojiGenerated: totals.get('emoji') ?? 0,
        totalMessagesGenerated: totals.get('messages') ?? 0,
        mostUsedTone,
        accountAge: formatAccountAge(account.createdAt, clock()),
        lastActive: account.lastActive,
      },
    }
  })

  defineRoute(app, endpoints.getPreferences, async ({ userId }) => ({
    preferences: await preferences.get(userId),
  }))

  defineRoute(app, endpoints.updatePreferences, async ({ body, userId }) => {
    const updated = { ...(await preferences.get(userId)), ...body }
    await preferences.save(userId, updated)
    return { preferences: updated }
  })

  defineFileRoute(app, endpoints.exportUserData, async ({ userId }) => {
    const data = await dataExport.forUser(userId)
    if (!data) throw unauthorized('This account no longer exists', 'user_not_found')
    return userDataFile(data, clock())
  })

  defineRoute(app, endpoints.deleteAccount, async ({ userId, reply }) => {
    const deleted = await accountDeletion.deleteAccount(userId)
    if (!deleted) throw unauthorized('This account no longer exists', 'user_not_found')
    clearRefreshCookie(reply, options.secureCookies)
    return { deleted: true as const, subscriptionCancelled: deleted.subscriptionCancelled }
  })
}
