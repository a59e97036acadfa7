// The device share sealed under a passkey's PRF output: the same output and user open it; another passkey's output,
// another user or other addresses open nothing; the key is never extractable; storage holds no share once sealed.
import { describe, expect, it } from 'vitest'
import { randomBytes } from './bytes.ts'
import { openShare, sealShare, wrappingKeyFromPrf } from './prf.ts'
import { SHARE_LENGTH } from './shares.ts'
import { memoryStorage } from './storage.ts'
import { deviceShareInfo, readDeviceShare, writeDeviceShare } from './wallet.ts'

const ADDRESSES = '0x00000000000000000000000000000000000000aa:So1ana'

describe('PRF sealing of the device share', () => {
  it('opens with the same PRF output and user, and the wrapping key is not extractable', async () => {
    const prf = randomBytes(32)
    const share = randomBytes(33)
    const key = await wrappingKeyFromPrf(prf, 'user-1')
    expect(key.extractable).toBe(false)
    expect(key.usages.sort()).toEqual(['decrypt', 'encrypt'])
    const sealed = await sealShare(key, share, ADDRESSES)
    expect(JSON.stringify(sealed)).not.toContain(Buffer.from(share).toString('base64url'))
    expect(await openShare(await wrappingKeyFromPrf(prf, 'user-1'), sealed, ADDRESSES)).toEqual(share)
  })

  it("another passkey's output, another user or other addresses open nothing", async () => {
    const prf = randomBytes(32)
    const sealed = await sealShare(await wrappingKeyFromPrf(prf, 'user-1'), randomBytes(33), ADDRESSES)
    await expect(openShare(await wrappingKeyFromPrf(randomBytes(32), 'user-1'), sealed, ADDRESSES)).rejects.toThrow()
    await expect(openShare(await wrappingKeyFromPrf(prf, 'user-2'), sealed, ADDRESSES)).rejects.toThrow()
    await expect(openShare(await wrappingKeyFromPrf(prf, 'user-1'), sealed, `${ADDRESSES}x`)).rejects.toThrow()
  })
})

describe('the device share in storage, sealed', () => {
  const addresses = { evmAddress: '0x00000000000000000000000000000000000000aa' as const, solanaAddress: 'So1ana' }

  it("kept sealed under the wrapping key: no share in storage, none read without the key or with another passkey's", async () => {
    const storage = memoryStorage()
    const share = randomBytes(SHARE_LENGTH)
    const key = await wrappingKeyFromPrf(randomBytes(32), 'user-1')
    await writeDeviceShare(storage, share, addresses, key)
    const stored = JSON.parse([...storage.entries.values()][0]!) as Record<string, unknown>
    expect(stored).toMatchObject({ v: 3, evmAddress: addresses.evmAddress })
    expect(stored).not.toHaveProperty('share')
    expect(await deviceShareInfo(storage)).toEqual({ addresses, sealed: true })
    await expect(readDeviceShare(storage)).rejects.toMatchObject({ code: 'SEALED' })
    await expect(readDeviceShare(storage, await wrappingKeyFromPrf(randomBytes(32), 'user-1'))).rejects.toMatchObject({
      code: 'SEALED',
    })
    expect((await readDeviceShare(storage, key))?.share).toEqual(share)
  })

  it('without a wrapping key the share is kept as before (v2), readable as it is', async () => {
    const storage = memoryStorage()
    const share = randomBytes(SHARE_LENGTH)
    await writeDeviceShare(storage, share, addresses)
    expect(await deviceShareInfo(storage)).toEqual({ addresses, sealed: false })
    expect((await readDeviceShare(storage))?.share).toEqual(share)
  })
})
