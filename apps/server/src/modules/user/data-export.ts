import { userDataExportSchema } from '@tipsy/contracts'
import type { FileAnswer } from '../../lib/define-route'
import type { StoredUserData } from './data-export.repository'

/** The file `GET /user/data-export` sends: everything stored about the user, checked against the contract. */
export function userDataFile(data: StoredUserData, now: Date): FileAnswer {
  const file = userDataExportSchema.parse({ exportedAt: now.toISOString(), ...data })
  return {
    contentType: 'application/json; charset=utf-8',
    filename: `tipsy-my-data-${now.toISOString().slice(0, 10)}.json`,
    body: JSON.stringify(file, null, 2),
  }
}
