import { endpoints } from '@tipsy/contracts'
import type { FastifyInstance } from 'fastify'
import { unauthorized } from '../../lib/api-error'
import type { RouteDefiners } from '../../lib/define-route'
import { formatAccountAge } from './account-age'
import { userDataFile } from './data-export'
import type { DataExportRepository } from './data-export.repository'
import type { PreferencesRepository } from './preferences.repository'
import type { UserStatsRepository } from './user-stats.repository'

export interface UserRoutesOptions {
  routes: RouteDefiners
  stats: UserStatsRepository
  preferences: PreferencesRepository
  dataExport: DataExportRepository
  clock: () => Date
}

export async function userRoutes(app: FastifyInstance, options: UserRoutesOptions) {
  const { stats, preferences, dataExport, clock } = options
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
}
