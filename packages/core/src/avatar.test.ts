import { describe, expect, it } from 'vitest'
import { avatarBackground, avatarGradient } from './avatar.ts'

describe('avatarGradient', () => {
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  it('is the same for the same address, whatever its case', () => {
    expect(avatarGradient(address)).toEqual(avatarGradient(address.toLowerCase()))
    expect(avatarBackground(address)).toMatch(/^radial-gradient\(circle at \d+% \d+%, hsl\(/)
  })
  it('differs between addresses', () => {
    expect(avatarBackground(address)).not.toBe(avatarBackground('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'))
  })
})
