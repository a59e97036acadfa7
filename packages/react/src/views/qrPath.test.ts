import { qrMatrix } from '@latch/core/internal'
import { describe, expect, it } from 'vitest'
import { qrPath } from './qrPath.ts'

describe('qrPath', () => {
  it('draws each horizontal run of dark modules as one rectangle', () => {
    expect(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z')
  })
  it('covers exactly the dark modules of a real address QR code', () => {
    const { modules } = qrMatrix('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    const dark = modules.flat().filter(Boolean).length
    const drawn = [...qrPath(modules).matchAll(/h(\d+)v1/g)].reduce((sum, match) => sum + Number(match[1]), 0)
    expect(drawn).toBe(dark)
  })
})
