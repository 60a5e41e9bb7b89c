import { endpoints } from '@tipsy/contracts'
import { request } from '~/lib/api-client'

/** Asks the server whether it is back (the answer itself is reported to the connectivity state). */
export async function checkServer(): Promise<void> {
  await request(endpoints.health, {}, { silent: true }).catch(() => undefined)
}
