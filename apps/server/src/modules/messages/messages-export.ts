import { type MessageHistoryItem, toneNames } from '@tipsy/contracts'
import type { FileAnswer } from '../../lib/define-route'

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

/** The whole history as the file `GET /messages/export` sends: JSON or CSV, named by the day. */
export function messagesExport(items: MessageHistoryItem[], format: 'json' | 'csv', now: Date): FileAnswer {
  const day = now.toISOString().slice(0, 10)
  return {
    contentType: format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
    filename: `tipsy-messages-${day}.${format}`,
    body: format === 'csv' ? messagesToCsv(items) : JSON.stringify(items, null, 2),
  }
}
