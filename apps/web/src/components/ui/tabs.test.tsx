import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Tabs } from './tabs'

function Harness() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a')
  return (
    <Tabs
      label="Things"
      value={value}
      onChange={setValue}
      tabs={[
        { id: 'a', label: 'Alpha', panel: <p>Alpha panel</p> },
        { id: 'b', label: 'Beta', panel: <p>Beta panel</p> },
        { id: 'c', label: 'Gamma', panel: <p>Gamma panel</p> },
      ]}
    />
  )
}

describe('Tabs', () => {
  it('shows the selected tab only, labelled by its tab', () => {
    render(<Harness />)
    expect(screen.getByRole('tablist', { name: 'Things' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toHaveTextContent('Alpha panel')
    expect(screen.queryByText('Beta panel')).not.toBeInTheDocument()
  })

  it('switches on click', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('tab', { name: 'Beta' }))
    expect(screen.getByRole('tabpanel', { name: 'Beta' })).toHaveTextContent('Beta panel')
  })

  it('moves with arrow keys, Home and End, keeping one tab in the tab order', async () => {
    const user = userEvent.setup()
    render(<Harness />)

    await user.tab()
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('tabindex', '-1')
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(screen.getByText('Alpha panel')).toBeInTheDocument()
  })
})
