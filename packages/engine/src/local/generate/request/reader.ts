import type { Register } from '../../lexicon/relations'

/** Who the message goes to, as the request names them. */
export interface Reader {
  /** How the message can greet them: "Mia", "Mr Okafor". Absent for "my landlord" or "him". */
  name?: string
  /** The relation word the request used ("landlord", "group chat"). */
  relation?: string
  gender?: 'female' | 'male'
  group: boolean
  register: Register
  /**
   * Lower-case phrases that mean the reader in the request ("mia", "my sister", "the team"): in
   * the message they become "you".
   */
  mentions: string[]
}

/** Nobody named: pronouns in the request still mean the reader, and the register is casual. */
export const unknownReader = (): Reader => ({ group: false, register: 'casual', mentions: [] })
