import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CopyableMessage } from './copyable-message'

describe('CopyableMessage', () => {
  it('says plainly when the text fell short of the checks', () => {
    render(
      <ol>
        <CopyableMessage
          label="Friendly"
          text="Can we meet later?"
          unchecked={'It drops "7".'}
          copied={false}
          onCopy={() => {}}
        />
      </ol>,
    )
    expect(screen.getByText(/Not up to our standard:/).parentElement?.textContent).toBe(
      'Not up to our standard: It drops "7". Read it before you send it.',
    )
  })

  it('adds nothing to a text that passed', () => {
    render(
      <ol>
        <CopyableMessage label="Friendly" text="Can we meet at 7?" copied={false} onCopy={() => {}} />
      </ol>,
    )
    expect(screen.queryByText(/Not up to our standard/)).toBeNull()
  })
})
