// The Bitcoin test wallet's sats-connect face, built from its source text as the installer puts it in a page: the
// provider listed on btc_providers, sats-connect's JSON-RPC answers (getAccounts, signMessage, signPsbt), its
// USER_REJECTION (-32000) for a scripted rejection, a failure passed through, a held request, and the disconnect event.
import { Transaction, OutScript, Address } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bitcoinKeyring } from '../../../apps/test-wallet/src/bitcoin-keyring.ts'
import { bitcoinDevKey, REGTEST } from '../../../tooling/devnet/src/bitcoin-keys.ts'
import { bitcoinKeysCall, walletAccountsOf } from './bitcoinKeys.ts'
import { type BitcoinWalletControls, type BitcoinWalletOptions, bitcoinWalletInPage } from './bitcoinWallet.ts'
import { type SatsConnectResponse, satsConnectInPage } from './satsConnectInPage.ts'
import { walletScriptInPage } from './walletScriptInPage.ts'

const keyring = bitcoinKeyring(bitcoinDevKey(7), REGTEST)
const [payment, ordinal] = keyring.accounts
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'
type Provider = {
  request(method: string, params?: unknown): Promise<SatsConnectResponse>
  addListener(event: string, listener: (event: { type: string }) => void): () => void
}
type Window = EventTarget & Record<string, unknown> & { btc_providers?: { id: string; name: string }[] }

/** the wallet in a window of its own, from source text only, as installBitcoinWallet's init script runs it */
function install(options: Partial<BitcoinWalletOptions> = {}) {
  const target = new EventTarget() as Window
  const fromSource = new Function(
    'options',
    'target',
    'keys',
    `return (${bitcoinWalletInPage.toString()})(options, target, keys, (${walletScriptInPage.toString()})(), (${satsConnectInPage.toString()}))`,
  ) as (...args: unknown[]) => BitcoinWalletControls
  const controls = fromSource(
    {
      name: 'Latch Test Sats Wallet',
      icon: ICON,
      chains: ['bitcoin:regtest'],
      accounts: walletAccountsOf(keyring),
      protocols: ['sats-connect'],
      ...options,
    },
    target,
    bitcoinKeysCall(keyring),
  )
  const [entry] = target.btc_providers ?? []
  const provider = entry!.id.split('.').reduce<unknown>((value, part) => (value as never)[part], target) as Provider
  return { target, controls, provider, entry: entry! }
}

/** a PSBT spending a made-up output of the payment address */
function psbtOfPayment(): string {
  const tx = new Transaction()
  tx.addInput({
    txid: new Uint8Array(32).fill(1),
    index: 0,
    witnessUtxo: { script: OutScript.encode(Address(REGTEST).decode(payment!.address)), amount: 100_000n },
  })
  tx.addOutputAddress(ordinal!.address, 90_000n, REGTEST)
  return Buffer.from(tx.toPSBT()).toString('base64')
}

describe("the Bitcoin test wallet's sats-connect face", () => {
  it('R-1.21 is listed on btc_providers at a path on window; only sats-connect: no Wallet Standard wallet answers app-ready', () => {
    const { target, entry } = install()
    const registered: unknown[] = []
    target.dispatchEvent(
      new CustomEvent('wallet-standard:app-ready', {
        detail: { register: (wallet: unknown) => registered.push(wallet) },
      }),
    )
    expect(entry).toEqual({
      id: '__latchSatsConnect.Latch_Test_Sats_Wallet',
      name: 'Latch Test Sats Wallet',
      icon: ICON,
    })
    expect(registered).toEqual([])
  })

  it('R-1.10 answers getAccounts, a BIP-322 signMessage and signPsbt in JSON-RPC 2.0, recording what it signed', async () => {
    const { provider, controls } = install()
    expect(
      await provider.request('signMessage', { address: payment!.address, message: 'x', protocol: 'BIP322' }),
    ).toMatchObject({ jsonrpc: '2.0', error: { code: -32002 } })
    const accounts = await provider.request('getAccounts', { purposes: ['payment', 'ordinals'], message: 'Hi' })
    expect(accounts).toEqual({
      jsonrpc: '2.0',
      id: expect.any(String),
      result: [
        {
          address: payment!.address,
          publicKey: payment!.publicKey,
          purpose: 'payment',
          addressType: 'p2wpkh',
          walletType: 'software',
        },
        {
          address: ordinal!.address,
          publicKey: ordinal!.publicKey,
          purpose: 'ordinals',
          addressType: 'p2tr',
          walletType: 'software',
        },
      ],
    })
    const signed = await provider.request('signMessage', {
      address: payment!.address,
      message: 'gm',
      protocol: 'BIP322',
    })
    const result = (signed as { result: { signature: string; messageHash: string } }).result
    expect(Verifier.verifySignature(payment!.address, 'gm', result.signature)).toBe(true)
    const tag = createHash('sha256').update('BIP0322-signed-message').digest()
    expect(result).toMatchObject({
      address: payment!.address,
      protocol: 'BIP322',
      messageHash: createHash('sha256')
        .update(Buffer.concat([tag, tag, Buffer.from('gm')]))
        .digest('hex'),
    })
    // sats-connect's default for a P2WPKH address is ECDSA, which this wallet does not sign
    expect(await provider.request('signMessage', { address: payment!.address, message: 'gm' })).toMatchObject({
      error: { code: -32602 },
    })

    const psbt = psbtOfPayment()
    const answer = await provider.request('signPsbt', {
      psbt,
      signInputs: { [payment!.address]: [0] },
      broadcast: false,
    })
    const signedPsbt = Transaction.fromPSBT(Buffer.from((answer as { result: { psbt: string } }).result.psbt, 'base64'))
    expect(signedPsbt.getInput(0).partialSig).toHaveLength(1)
    expect(controls.state()).toEqual({
      connected: true,
      signedMessages: 1,
      signedPsbts: [Buffer.from(psbt, 'base64').toString('hex')],
    })
    expect(await provider.request('getInscriptions', {})).toMatchObject({ error: { code: -32601 } })
  })

  it('R-8.85 a scripted rejection is USER_REJECTION (-32000), a failure keeps its code, a held request waits; none signs', async () => {
    const { provider, controls } = install()
    controls.script('bitcoin:connect', 'reject')
    expect(await provider.request('getAccounts', { purposes: ['payment'] })).toMatchObject({
      jsonrpc: '2.0',
      error: { code: -32000, message: 'User rejected the request.' },
    })
    expect(controls.state().connected).toBe(false)
    expect((await provider.request('getAccounts', { purposes: ['payment'] })) as object).toHaveProperty('result')
    controls.script('bitcoin:signTransaction', { code: -32603, message: 'The wallet is locked' })
    const signInputs = { [payment!.address]: [0] }
    expect(await provider.request('signPsbt', { psbt: psbtOfPayment(), signInputs })).toMatchObject({
      error: { code: -32603, message: 'The wallet is locked' },
    })
    controls.script('bitcoin:signMessage', 'hang')
    let answered = false
    const held = provider
      .request('signMessage', { address: ordinal!.address, message: 'later' })
      .then((response) => ((answered = true), response))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(answered).toBe(false)
    expect(controls.state()).toMatchObject({ signedMessages: 0, signedPsbts: [] })
    controls.release()
    const { result } = (await held) as { result: { signature: string } }
    expect(Verifier.verifySignature(ordinal!.address, 'later', result.signature)).toBe(true)
    controls.setRejectSign(true)
    expect(await provider.request('signPsbt', { psbt: psbtOfPayment(), signInputs })).toMatchObject({
      error: { code: -32000 },
    })
  })

  it("R-4.50 the user disconnecting in the wallet emits sats-connect's disconnect event; wallet_disconnect forgets the app", async () => {
    const { provider, controls } = install()
    const events: string[] = []
    const off = provider.addListener('disconnect', (event) => events.push(event.type))
    await provider.request('getAccounts', { purposes: ['payment'] })
    controls.disconnectApp()
    expect(events).toEqual(['disconnect'])
    expect(controls.state().connected).toBe(false)
    off()
    await provider.request('getAccounts', { purposes: ['payment'] })
    expect(await provider.request('wallet_disconnect', null)).toMatchObject({ result: null })
    expect(controls.state().connected).toBe(false)
    controls.disconnectApp()
    expect(events).toEqual(['disconnect'])
  })
})
