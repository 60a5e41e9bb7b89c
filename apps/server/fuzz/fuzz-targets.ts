import { endpoints } from '@tipsy/contracts'
import { endpointTarget } from './endpoint-target'
import type { FuzzTarget } from './fuzz-request'
import { hostedPagesTarget } from './hosted-pages-target'
import { outsideRoutesTarget } from './outside-routes-target'
import { webhookTarget } from './webhook-target'

/** Every endpoint of the contract table, then what lies outside it. */
export function fuzzTargets(): FuzzTarget[] {
  const contract = Object.entries(endpoints)
    .filter(([name]) => name !== 'billingWebhook' && name !== 'deleteAccount')
    .map(([name, endpoint]) => endpointTarget(name, endpoint))
  return [
    ...contract,
    webhookTarget(),
    hostedPagesTarget(),
    outsideRoutesTarget(),
    // A valid call deletes the caller's account: last, so everything else is fuzzed signed in.
    endpointTarget('deleteAccount', endpoints.deleteAccount),
  ]
}
