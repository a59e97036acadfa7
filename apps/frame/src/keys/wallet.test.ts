// The promises of apps/frame/KEYS.md (scheme v2). No SPEC rule covers the key scheme itself; the storage
// prefix is and the signing behind the frame's RPC methods is.
import { inspect } from 'node:util'
import { ed25519 } from '@noble/curves/ed25519'
import { bytesToHex, parseTransaction, recoverTransactionAddress, verifyMessage, verifyTypedData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { combine } from 'shamir-secret-sharing'
import { describe, expect, it } from 'vitest'
import { toBase58 } from './bytes.ts'
import { deriveEvmPrivateKey, deriveSolanaSecret } from './derive.ts'
import { openRecoveryShare, recoveryCodeBytes, sealRecoveryShare } from './recovery.ts'
import { DEVICE_SHARE_KEY, memoryStorage } from './storage.ts'
import {
  createWallet,
  exportKeys,
  readDeviceShare,
  unlockWallet,
  type UnlockedWallet,
  writeDeviceShare,
} from './wallet.ts'

async function setUp() {
  const made = await createWallet()
  const recoveryShare = await openRecoveryShare(made.recoveryCode, made.recovery, made)
  // an independent reading of KEYS.md: the library's own combine, then the derivations
  const seed = (await combine([made.deviceShare, made.serverShare])) as Uint8Array<ArrayBuffer>
  const evmKey = await deriveEvmPrivateKey(seed)
  const solanaSecret = await deriveSolanaSecret(seed)
  const secrets: Record<string, Uint8Array> = {
    seed,
    evmPrivateKey: Buffer.from(evmKey.slice(2), 'hex'),
    solanaSecret,
    solanaExpandedSecret: ed25519.utils.getExtendedPublicKey(solanaSecret).head,
    serverShare: made.serverShare,
    recoveryShare,
    recoveryCode: recoveryCodeBytes(made.recoveryCode),
  }
  return { made, seed, evmKey, recoveryShare, secrets }
}

function encodings(secret: Uint8Array): string[] {
  const buf = Buffer.from(secret)
  return [
    buf.toString('hex'),
    buf.toString('base64'),
    buf.toString('base64').replace(/=+$/, ''),
    buf.toString('base64url'),
    toBase58(secret),
    Array.from(secret).join(','),
    buf.toString('latin1'),
  ]
}

// Every 16-byte window of the secret, searched as text in every encoding and as bytes inside
// every base64/base64url/hex token of the haystack.
function expectNoSecret(haystack: string, secrets: Record<string, Uint8Array>) {
  const lower = haystack.toLowerCase()
  const decoded = (haystack.match(/[A-Za-z0-9+/_=-]{16,}/g) ?? [])
    .flatMap((t) => [
      Buffer.from(t, 'base64'),
      Buffer.from(t, 'base64url'),
      Buffer.from(t.slice(t.startsWith('0x') ? 2 : 0), 'hex'),
    ])
    .map((b) => b.toString('hex'))
    .join('|')
  for (const [name, secret] of Object.entries(secrets)) {
    for (const text of encodings(secret)) expect(haystack.includes(text), `${name} as text`).toBe(false)
    for (let i = 0; i + 16 <= secret.length; i++) {
      const window = Buffer.from(secret.subarray(i, i + 16)).toString('hex')
      expect(lower.includes(window), `${name} window in text`).toBe(false)
      expect(decoded.includes(window), `${name} window in decoded tokens`).toBe(false)
    }
  }
}

describe('embedded wallet key scheme v2 (KEYS.md)', () => {
  it("a new wallet: 2-of-3 shares of a seed whose keys are the wallet's addresses; a 25-character recovery code", async () => {
    const { made, seed, evmKey } = await setUp()
    expect(privateKeyToAccount(evmKey).address).toBe(made.evmAddress)
    expect(made.deviceShare).toHaveLength(33)
    expect(made.serverShare).toHaveLength(33)
    expect(made.recoveryCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){4}$/)
    expect(seed).toHaveLength(32)
  })

  it('any two shares unlock the same wallet: device + server (every day), server + recovery (a new device), device + recovery (no server)', async () => {
    const { made, recoveryShare } = await setUp()
    for (const [a, b] of [
      [made.deviceShare, made.serverShare],
      [made.serverShare, recoveryShare],
      [recoveryShare, made.deviceShare],
    ] as const) {
      expect((await unlockWallet(a, b, made)).toJSON()).toEqual({
        evmAddress: made.evmAddress,
        solanaAddress: made.solanaAddress,
      })
    }
  })

  it('one share alone is nothing: the same share twice, or a share of another wallet, is refused', async () => {
    const { made } = await setUp()
    const other = await createWallet()
    await expect(unlockWallet(made.serverShare, made.serverShare, made)).rejects.toMatchObject({ code: 'WRONG_SHARES' })
    await expect(unlockWallet(made.deviceShare, other.serverShare, made)).rejects.toMatchObject({
      code: 'WRONG_SHARES',
    })
    await expect(unlockWallet(made.deviceShare, new Uint8Array(32), made)).rejects.toMatchObject({ code: 'BAD_SHARE' })
  })

  it('the server stores the server share and the sealed recovery share: together they yield no key without the code', async () => {
    const { made, secrets } = await setUp()
    // what the auth service holds, as it would dump it
    const database = JSON.stringify({
      serverShare: Buffer.from(made.serverShare).toString('base64'),
      recovery: made.recovery,
      addresses: [made.evmAddress, made.solanaAddress],
    })
    const { recoveryCode: _code, serverShare: _share, ...keys } = secrets
    expectNoSecret(database, keys)
    // a guessed code does not open it, and the code is bound to this wallet
    await expect(openRecoveryShare('00000-00000-00000-00000-00000', made.recovery, made)).rejects.toMatchObject({
      code: 'WRONG_RECOVERY_CODE',
    })
    const other = await createWallet()
    await expect(openRecoveryShare(made.recoveryCode, made.recovery, other)).rejects.toMatchObject({
      code: 'WRONG_RECOVERY_CODE',
    })
  })

  it('the recovery code reads the same typed lowercase, without dashes, or with O, I and L for 0 and 1', async () => {
    const code = 'ABCDE-FGH0J-K1MNP-QRSTV-WXYZ0'
    const sealed = await sealRecoveryShare(code, new Uint8Array(33).fill(7), { evmAddress: '0x1', solanaAddress: 's' })
    for (const typed of [
      'abcde fgh0j k1mnp qrstv wxyz0',
      'ABCDEFGHOJKIMNPQRSTVWXYZO',
      'abcde-fghoj-klmnp-qrstv-wxyzo',
    ]) {
      expect(await openRecoveryShare(typed, sealed, { evmAddress: '0x1', solanaAddress: 's' })).toEqual(
        new Uint8Array(33).fill(7),
      )
    }
    expect(() => recoveryCodeBytes('ABCDE')).toThrow('A recovery code is 25 letters and digits')
    expect(() => recoveryCodeBytes('ABCDE-FGHJK-MNPQR-STVWX-YZ01U')).toThrow('A recovery code is 25 letters and digits')
  })

  it('the device stores only its share and the addresses, under @appkit-wallet/ (R-3.61); nothing else of the wallet', async () => {
    const { made, secrets } = await setUp()
    const storage = memoryStorage()
    await writeDeviceShare(storage, made.deviceShare, made)
    expect([...storage.entries.keys()]).toEqual([DEVICE_SHARE_KEY])
    expect(DEVICE_SHARE_KEY).toBe('@appkit-wallet/KEYS_SHARE')
    expectNoSecret(storage.entries.get(DEVICE_SHARE_KEY)!, secrets)
    const read = await readDeviceShare(storage)
    expect(read?.addresses).toEqual({ evmAddress: made.evmAddress, solanaAddress: made.solanaAddress })
    expect(read?.share).toEqual(made.deviceShare)
    expect(await readDeviceShare(memoryStorage())).toBeUndefined()
    await expect(readDeviceShare(memoryStorage(new Map([[DEVICE_SHARE_KEY, '{"v":1}']])))).rejects.toMatchObject({
      code: 'CORRUPT_DEVICE_SHARE',
    })
  })

  it('the search above does find a secret that is stored (guards the guard)', async () => {
    const { secrets } = await setUp()
    expect(() => expectNoSecret(`x${Buffer.from(secrets.seed!).toString('base64')}x`, secrets)).toThrow()
  })

  it('export gives the keys behind the addresses: the EVM key and the 64-byte Solana keypair in base58', async () => {
    const { made, evmKey, secrets } = await setUp()
    const keys = await exportKeys(made.deviceShare, made.serverShare, made)
    expect(keys.evmPrivateKey).toBe(evmKey)
    expect(toBase58(Uint8Array.from([...secrets.solanaSecret!, ...ed25519.getPublicKey(secrets.solanaSecret!)]))).toBe(
      keys.solanaSecretKey,
    )
    await expect(exportKeys(made.deviceShare, (await createWallet()).serverShare, made)).rejects.toMatchObject({
      code: 'WRONG_SHARES',
    })
  })
})

describe('the unlocked wallet', () => {
  async function unlocked(): Promise<{ wallet: UnlockedWallet; secrets: Record<string, Uint8Array> }> {
    const { made, secrets } = await setUp()
    const wallet = await unlockWallet(made.deviceShare, made.serverShare, made)
    return { wallet, secrets }
  }

  it('exposes no secret through JSON, its properties, String() or inspection', async () => {
    const { wallet, secrets } = await unlocked()
    expect(Object.isFrozen(wallet)).toBe(true)
    const views = [
      JSON.stringify(wallet),
      JSON.stringify(Object.entries(wallet)),
      JSON.stringify(
        Object.getOwnPropertyNames(wallet).map((k) => [k, String((wallet as unknown as Record<string, unknown>)[k])]),
      ),
      String(wallet),
      `${wallet}`,
      inspect(wallet, { showHidden: true, depth: Infinity, getters: true }),
    ]
    for (const view of views) expectNoSecret(view, secrets)
    expect(Object.getOwnPropertySymbols(wallet)).toEqual([])
    expect(Object.keys(wallet).sort()).toEqual([
      'evmAddress',
      'lock',
      'locked',
      'signMessage',
      'signSolanaMessage',
      'signTransaction',
      'signTypedData',
      'solanaAddress',
      'solanaPublicKey',
      'toJSON',
      'toString',
    ])
  })

  it('signs messages that viem verifies for its address (R-3.97 personal_sign)', async () => {
    const { wallet } = await unlocked()
    const signature = await wallet.signMessage({ message: 'Sign in to Latch' })
    expect(await verifyMessage({ address: wallet.evmAddress, message: 'Sign in to Latch', signature })).toBe(true)
    expect(await verifyMessage({ address: wallet.evmAddress, message: 'something else', signature })).toBe(false)
  })

  it('signs typed data that viem verifies (R-3.97 eth_signTypedData_v4)', async () => {
    const { wallet } = await unlocked()
    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    } as const
    const signature = await wallet.signTypedData(typedData)
    expect(await verifyTypedData({ ...typedData, address: wallet.evmAddress, signature })).toBe(true)
  })

  it('signs transactions whose signer recovers to its address (R-3.97 eth_sendTransaction)', async () => {
    const { wallet } = await unlocked()
    const signed = await wallet.signTransaction({
      chainId: 31337,
      type: 'eip1559',
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: 1n,
      nonce: 0,
      gas: 21000n,
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    })
    expect(parseTransaction(signed).chainId).toBe(31337)
    expect(await recoverTransactionAddress({ serializedTransaction: signed as `0x02${string}` })).toBe(
      wallet.evmAddress,
    )
  })

  it('signs Solana messages that ed25519 verifies for its address (R-3.98 solana_signMessage)', async () => {
    const { wallet } = await unlocked()
    const message = new TextEncoder().encode('Sign in to Latch on Solana')
    const signature = await wallet.signSolanaMessage(message)
    expect(toBase58(wallet.solanaPublicKey)).toBe(wallet.solanaAddress)
    expect(ed25519.verify(signature, message, wallet.solanaPublicKey)).toBe(true)
    expect(ed25519.verify(signature, new TextEncoder().encode('other'), wallet.solanaPublicKey)).toBe(false)
    // the public key handed out is a copy: changing it cannot change what the wallet signs with
    wallet.solanaPublicKey.fill(0)
    expect(bytesToHex(wallet.solanaPublicKey)).not.toBe(bytesToHex(new Uint8Array(32)))
  })

  it('refuses to sign once locked', async () => {
    const { wallet } = await unlocked()
    wallet.lock()
    expect(wallet.locked).toBe(true)
    await expect(wallet.signMessage({ message: 'x' })).rejects.toMatchObject({ code: 'LOCKED' })
    await expect(wallet.signSolanaMessage(new Uint8Array([1]))).rejects.toMatchObject({ code: 'LOCKED' })
  })
})
