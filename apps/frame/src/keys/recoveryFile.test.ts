// The recovery file of apps/frame/KEYS.md: with its code and the device's share it rebuilds the keys with no cloud;
// without either, or altered, it opens nothing, and what is not a recovery file is refused before anything is read.
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { keysFromRecoveryFile, parseRecoveryFile, recoveryFileText } from './recoveryFile.ts'
import { randomBytes } from './bytes.ts'
import { wrappingKeyFromPrf } from './prf.ts'
import { memoryStorage } from './storage.ts'
import { createWallet, writeDeviceShare } from './wallet.ts'
import { userScopedStorage } from '../frame/store.ts'

const USER = 'user_1'

async function setUp() {
  const made = await createWallet()
  const device = memoryStorage()
  await writeDeviceShare(userScopedStorage(device, USER), made.deviceShare, made)
  const text = recoveryFileText(USER, made, made.recovery)
  return { made, text, storageOf: (userId: string) => userScopedStorage(device, userId) }
}

describe('the recovery file', () => {
  it("with its code and this device's share gives the wallet's keys; the file holds no share in the clear", async () => {
    const { made, text, storageOf } = await setUp()
    const keys = await keysFromRecoveryFile(parseRecoveryFile(text), made.recoveryCode, storageOf)
    expect(privateKeyToAddress(keys.evmPrivateKey)).toBe(made.evmAddress)
    expect(JSON.parse(text)).toEqual({
      kind: 'latch-recovery-file',
      v: 1,
      userId: USER,
      evmAddress: made.evmAddress,
      solanaAddress: made.solanaAddress,
      sealed: made.recovery,
    })
    for (const share of [made.deviceShare, made.serverShare])
      expect(text).not.toContain(Buffer.from(share).toString('base64url'))
  })

  it("a wrong code, another wallet's addresses or an altered sealed share open nothing", async () => {
    const { made, text, storageOf } = await setUp()
    const file = parseRecoveryFile(text)
    await expect(keysFromRecoveryFile(file, '00000-00000-00000-00000-00000', storageOf)).rejects.toMatchObject({
      code: 'WRONG_RECOVERY_CODE',
    })
    const other = await createWallet()
    await expect(
      keysFromRecoveryFile({ ...file, evmAddress: other.evmAddress }, made.recoveryCode, storageOf),
    ).rejects.toMatchObject({ code: 'WRONG_RECOVERY_CODE' })
    const flipped = file.sealed.ct.startsWith('A') ? `B${file.sealed.ct.slice(1)}` : `A${file.sealed.ct.slice(1)}`
    await expect(
      keysFromRecoveryFile({ ...file, sealed: { ...file.sealed, ct: flipped } }, made.recoveryCode, storageOf),
    ).rejects.toMatchObject({ code: 'WRONG_RECOVERY_CODE' })
  })

  it("a device without the user's share is told so: the file and the code are one share of three", async () => {
    const { made, text } = await setUp()
    const empty = memoryStorage()
    await expect(
      keysFromRecoveryFile(parseRecoveryFile(text), made.recoveryCode, (userId) => userScopedStorage(empty, userId)),
    ).rejects.toMatchObject({
      code: 'NO_DEVICE_SHARE',
      message: 'This browser holds no share of that wallet: open this site in the browser where you used it',
    })
  })

  it("a passkey user whose share here is sealed under the passkey's PRF: the passkey opens it, and the file and code give the keys", async () => {
    const made = await createWallet()
    const device = memoryStorage()
    const storageOf = (userId: string) => userScopedStorage(device, userId)
    const prf = randomBytes(32)
    await writeDeviceShare(storageOf(USER), made.deviceShare, made, await wrappingKeyFromPrf(prf, USER))
    const file = parseRecoveryFile(recoveryFileText(USER, made, made.recovery))
    const asked: string[] = []
    const passkey = async (userId: string) => {
      asked.push(userId)
      return wrappingKeyFromPrf(prf, userId)
    }
    const keys = await keysFromRecoveryFile(file, made.recoveryCode, storageOf, passkey)
    expect(privateKeyToAddress(keys.evmPrivateKey)).toBe(made.evmAddress)
    expect(asked).toEqual([USER])
    // without the passkey, or with another one, the sealed share stays shut; a wrong code never asks the passkey
    await expect(keysFromRecoveryFile(file, made.recoveryCode, storageOf)).rejects.toMatchObject({ code: 'SEALED' })
    const other = async (userId: string) => wrappingKeyFromPrf(randomBytes(32), userId)
    await expect(keysFromRecoveryFile(file, made.recoveryCode, storageOf, other)).rejects.toMatchObject({
      code: 'SEALED',
    })
    await expect(keysFromRecoveryFile(file, '00000-00000-00000-00000-00000', storageOf, passkey)).rejects.toMatchObject(
      { code: 'WRONG_RECOVERY_CODE' },
    )
    expect(asked).toEqual([USER])
  })

  it('refuses what is not a recovery file: not JSON, another shape, a hostile user id, or far too large', async () => {
    const { text } = await setUp()
    const file = JSON.parse(text) as Record<string, unknown>
    for (const bad of [
      'not json',
      '[]',
      JSON.stringify({ ...file, kind: 'something-else' }),
      JSON.stringify({ ...file, v: 2 }),
      JSON.stringify({ ...file, userId: '../user_2' }),
      JSON.stringify({ ...file, evmAddress: 'javascript:alert(1)' }),
      JSON.stringify({ ...file, sealed: { v: 1, salt: 'a', iv: 'b' } }),
      `${text}${' '.repeat(5000)}`,
    ])
      expect(() => parseRecoveryFile(bad)).toThrow('That is not a Latch recovery file')
  })
})
