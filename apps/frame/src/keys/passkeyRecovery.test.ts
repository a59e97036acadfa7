// The recovery share under a passkey's PRF output: its key is not the device share's (same output, another HKDF
// info), it opens only with the same passkey and user, and with the server's share it rebuilds the wallet.
import { describe, expect, it } from 'vitest'
import { randomBytes } from './bytes.ts'
import { openPasskeyRecovery, passkeyKeys, recoveryKeyFromPrf, sealPasskeyRecovery } from './passkeyRecovery.ts'
import { openShare, sealShare, wrappingKeyFromPrf } from './prf.ts'
import { createWallet, unlockWallet } from './wallet.ts'

const WALLET = { evmAddress: '0x00000000000000000000000000000000000000aa', solanaAddress: 'So1ana' }

describe('the recovery share sealed under a passkey', () => {
  it("is sealed under a key other than the device share's: neither opens what the other sealed", async () => {
    const prf = randomBytes(32)
    const share = randomBytes(33)
    const keys = await passkeyKeys(prf, 'user-1', 'credential-1')
    expect(keys.recovery.extractable).toBe(false)
    const sealed = await sealPasskeyRecovery(keys.recovery, share, WALLET)
    expect(JSON.stringify(sealed)).not.toContain(Buffer.from(share).toString('base64url'))
    expect(await openPasskeyRecovery(await recoveryKeyFromPrf(prf, 'user-1'), sealed, WALLET)).toEqual(share)
    // the device share's key, from the same PRF output, opens nothing here, and the other way round
    await expect(openPasskeyRecovery(keys.device, sealed, WALLET)).rejects.toMatchObject({ code: 'SEALED' })
    const deviceSealed = await sealShare(keys.device, share, 'device')
    await expect(openShare(keys.recovery, deviceSealed, 'device')).rejects.toThrow()
    expect(await openShare(await wrappingKeyFromPrf(prf, 'user-1'), deviceSealed, 'device')).toEqual(share)
  })

  it("another passkey's output, another user or another wallet's addresses open nothing", async () => {
    const prf = randomBytes(32)
    const sealed = await sealPasskeyRecovery(await recoveryKeyFromPrf(prf, 'user-1'), randomBytes(33), WALLET)
    const wrong = [
      [await recoveryKeyFromPrf(randomBytes(32), 'user-1'), WALLET],
      [await recoveryKeyFromPrf(prf, 'user-2'), WALLET],
      [await recoveryKeyFromPrf(prf, 'user-1'), { ...WALLET, solanaAddress: 'Other' }],
    ] as const
    for (const [key, addresses] of wrong)
      await expect(openPasskeyRecovery(key, sealed, addresses)).rejects.toMatchObject({ code: 'SEALED' })
  })

  it("a wallet made after a passkey sign-in: the passkey's share and the server's rebuild it, no code needed", async () => {
    const prf = randomBytes(32)
    const keys = await passkeyKeys(prf, 'user-1', 'credential-1')
    const made = await createWallet({ passkeyRecovery: keys.recovery })
    expect(made.passkeyRecovery).toMatchObject({ v: 1 })
    const share = await openPasskeyRecovery(await recoveryKeyFromPrf(prf, 'user-1'), made.passkeyRecovery!, made)
    const wallet = await unlockWallet(share, made.serverShare, made)
    expect(wallet.evmAddress).toBe(made.evmAddress)
    expect((await createWallet()).passkeyRecovery).toBeUndefined()
  })
})
