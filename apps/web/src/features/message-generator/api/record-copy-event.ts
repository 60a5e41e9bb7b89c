import { endpoints } from '@tipsy/contracts'
import { useCallback, useRef } from 'react'
import { request } from '~/lib/api-client'

export interface CopyEvent {
  message_id: string
  variation_id: string
}

/** docs/product.md §7: a failure is only logged. */
export const recordCopyEvent = (body: CopyEvent) =>
  request(endpoints.recordCopyEvent, { body }, { silent: true })

/**
 * docs/product.md §4: a copy event is ignored while another is being recorded. Resolves to whether this one
 * was recorded; failures are logged and give false.
 */
export function useRecordCopyEvent() {
  const recording = useRef(false)
  return useCallback(async (event: CopyEvent): Promise<boolean> => {
    if (recording.current) return false
    recording.current = true
    try {
      await recordCopyEvent(event)
      return true
    } catch (error) {
      console.warn('Failed to record the copy event', error)
      return false
    } finally {
      recording.current = false
    }
  }, [])
}
