import {
  type EndpointQuery,
  endpoints,
  errorBodySchema,
  type MessageHistoryItem,
  toneNames,
} from '@tipsy/contracts'
import type { FastifyInstance } from 'fastify'
import type { PlanService } from '../plans/plan-service'
import type { MessagesRepository } from './messages.repository'

const CSV_COLUMNS = [
  'message_id',
  'generated_at',
  'prompt',
  'context',
  'platform',
  ...toneNames.map((tone) => `tone_${tone}`),
  'saved',
  'variation_id',
  'variation_tone',
  'variation_text',
] as const

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. Text that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with an apostrophe.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return ''
  if (typeof value !== 'string') return String(value)
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** A header row, then one row per generated message; UTF-8 with a BOM so spreadsheets read emoji. */
export function messagesToCsv(items: MessageHistoryItem[]): string {
  const rows = items.flatMap((item) => {
    const generation = [
      item.message_id,
      item.timestamp,
      item.prompt,
      item.context,
      item.platform,
      ...toneNames.map((tone) => item.tones[tone]),
      item.saved,
    ]
    const variations = item.generatedMessages.length > 0 ? item.generatedMessages : [null]
    return variations.map((variation) => [
      ...generation,
      variation?.id ?? null,
      variation?.tone ?? null,
      variation?.text ?? null,
    ])
  })
  const lines = [CSV_COLUMNS, ...rows].map((row) => row.map(csvField).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

export interface MessageExportOptions {
  messages: MessagesRepository
  plans: PlanService
  clock: () => Date
}

/**
 * `GET /messages/export`: a file download rather than a JSON answer, so it is registered
 * directly — still validating its query with the contract's schema and requiring sign-in.
 */
export function registerMessageExport(app: FastifyInstance, options: MessageExportOptions): void {
  const endpoint = endpoints.exportMessages
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      querystring: endpoint.request.query,
      security: [{ bearerAuth: [] }],
      response: { '4xx': errorBodySchema, '5xx': errorBodySchema },
    },
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const userId = request.userId as string
      await options.plans.requirePremium(
        userId,
        'Exporting your message history is a Premium feature. Upgrade to Premium to download it as JSON or CSV.',
      )
      const { format } = request.query as EndpointQuery<typeof endpoint>
      const items = await options.messages.listAll(userId)
      const day = options.clock().toISOString().slice(0, 10)
      const [contentType, body] =
        format === 'csv'
          ? ['text/csv; charset=utf-8', messagesToCsv(items)]
          : ['application/json; charset=utf-8', JSON.stringify(items, null, 2)]
      return reply
        .header('content-type', contentType)
        .header('content-disposition', `attachment; filename="tipsy-messages-${day}.${format}"`)
        .header('cache-control', 'no-store')
        .send(body)
    },
  })
}
