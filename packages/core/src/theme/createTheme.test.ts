// The theme feature through createLatch (an adapter double stands in for a wallet).
import { describe, expect, it } from 'vitest'
import { setup } from '../testDoubles.ts'

describe('createLatch', () => {
  describe('start', () => {
    it('R-2.30 R-2.32 R-2.34 theme starts from the configured mode (else dark here) with variable defaults', () => {
      expect(setup({ themeMode: 'light' }).latch.getState().themeMode).toBe('light')
      const { latch } = setup()
      expect(latch.getState().themeMode).toBe('dark')
      expect(latch.getState().themeVariables).toMatchObject({
        '--latch-font-size-master': '10px',
        '--latch-z-index': 999,
      })
    })
  })

  it('R-2.30 setThemeMode and setThemeVariables change the theme; variables merge over the current ones', () => {
    const { latch } = setup()
    latch.setThemeMode('light')
    latch.setThemeVariables({ '--latch-accent': '#123456' })
    expect(latch.getState().themeMode).toBe('light')
    expect(latch.getState().themeVariables).toMatchObject({ '--latch-accent': '#123456', '--latch-z-index': 999 })
  })
})
