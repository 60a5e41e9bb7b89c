import { useMutation } from '@tanstack/react-query'
import { endpoints, type messageExportFormats } from '@tipsy/contracts'
import { requestFile } from '~/lib/api-client'
import { saveFile } from '~/lib/save-file'

export type ExportFormat = (typeof messageExportFormats)[number]

/** Premium: the whole message history as a JSON or CSV attachment (403 on Free). */
export const exportMessages = (format: ExportFormat) =>
  requestFile(endpoints.exportMessages, { query: { format } })

/** Downloads the export and saves it under the server's file name. */
export const useExportMessages = () =>
  useMutation({
    mutationFn: exportMessages,
    onSuccess: ({ blob, filename }, format) => saveFile(blob, filename ?? `tipsy-messages.${format}`),
  })
