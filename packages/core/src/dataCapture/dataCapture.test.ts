// DataCapture's checks that need no cloud (the flow itself runs against the real cloud in apps/cloud/test and e2e).
import { describe, expect, it } from 'vitest'
import { TEXTS } from '../errors.ts'
import { setup } from '../testDoubles.ts'

describe('DataCapture', () => {
  it('R-5.1 an address that is not an email is refused before any call', async () => {
    const { latch } = setup({ cloudUrl: 'http://127.0.0.1:9', projectId: 'p' })
    await expect(latch.startEmailCapture('not-an-email')).rejects.toThrow(TEXTS.invalidEmail)
    expect(latch.getState().dataCapture).toBeUndefined()
  })

  it('Skip always closes DataCapture and leaves nothing captured', () => {
    const { latch } = setup()
    latch.open({ view: 'DataCapture' })
    latch.skipEmailCapture()
    expect(latch.getState().open).toBe(false)
    expect(latch.getState().dataCapture).toBeUndefined()
  })
})
