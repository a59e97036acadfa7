// The smart account's message signatures: personal_sign and eth_signTypedData_v4 from the Safe, after the
// same card as the EOA's, verify with viem's verifyMessage / verifyTypedData against the devnet's anvil: through
// ERC-6492 (the factory's deployment wrapped around the Safe signature) while the account has no code, through
// ERC-1271 (the Safe4337Module's isValidSignature, as the Safe's fallback handler) once the first user operation
// deployed it. The real cloud, anvil and the bundler (alto) come from the integration setup.
import {
  type Address,
  createPublicClient,
  type Hex,
  hashMessage,
  hashTypedData,
  http,
  isErc6492Signature,
  numberToHex,
  parseAbi,
  parseEther,
  stringToHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OWN_ACCOUNT_TEXTS } from '../src/frame/ownAccountSignatures.ts'
import { SAFE_ADDRESSES } from '@latch/core/internal'
import { NOT_THIS_ACCOUNT } from '../src/frame/smartRequests.ts'
import {
  fundFromDevAccount,
  openFrame,
  smartAccountDevnet,
  startTestCloud,
  type TestCloud,
  type TestFrame,
} from './fixtures.ts'

const { rpcUrl, bundlers } = smartAccountDevnet()
let test: TestCloud
let mailbox = 0

beforeAll(async () => {
  test = await startTestCloud()
}, 60_000)
afterAll(() => test?.stop())

const client = createPublicClient({ transport: http(rpcUrl) })
const rpc = (method: string, params: unknown) => ({ method, params, chainId: 31337, chainNamespace: 'eip155' as const })
/** ERC-1271's answer for a valid signature: isValidSignature's selector */
const ERC1271_MAGIC = '0x1626ba7e'
const erc1271Abi = parseAbi(['function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)'])

/** a dApp's EIP-712 message on the devnet chain (an order a venue would check on chain) */
const order = (amount: bigint) => ({
  domain: {
    name: 'Latch Test Venue',
    version: '1',
    chainId: 31337,
    verifyingContract: '0x00000000000000000000000000000000000c0ffe' as Address,
  },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Order: [
      { name: 'maker', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Order' as const,
  message: { maker: '0x000000000000000000000000000000000000beef' as Address, amount },
})
/** viem's form of the same typed data (it derives EIP712Domain itself) */
const typed = (amount: bigint) => {
  const { types, ...rest } = order(amount)
  return { ...rest, types: { Order: types.Order } }
}
const orderJson = (amount: bigint) =>
  JSON.stringify(order(amount), (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))

/** a signed-in frame holding its smart account (the page asks for it after connecting, R-6.25) */
async function smartFrame(name: string): Promise<{ frame: TestFrame; smart: Address; eoa: Address }> {
  const frame = openFrame(test, { rpcUrl, bundlers })
  await frame.signIn(`smart-sign-${name}${mailbox++}@example.com`)
  const { address: smart } = await frame.call('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
  const user = await frame.call('GET_USER', { chainId: 31337, rpcUrl })
  return { frame, smart, eoa: user.accounts.find((account: { type: string }) => account.type === 'eoa').address }
}

/** the request after the frame's signature card, approved; the card's message lines are returned with the signature */
async function signed(
  frame: TestFrame,
  method: string,
  params: unknown[],
): Promise<{ signature: Hex; shown: (string | null | undefined)[][] }> {
  const answer = frame.call('RPC_REQUEST', rpc(method, params))
  const card = await frame.card('Signature request')
  const shown = [...card.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])
  await frame.press('Approve')
  return { signature: await answer, shown }
}

describe('smart account signatures (ERC-6492 before deployment, ERC-1271 after)', () => {
  it('R-6.6 R-3.97 R-3.14 before deployment: personal_sign and eth_signTypedData_v4 are ERC-6492-wrapped and verify; another message does not', async () => {
    const { frame, smart } = await smartFrame('counterfactual')
    expect(await client.getCode({ address: smart })).toBeUndefined()

    const message = 'Sign in to the Latch test venue'
    const personal = await signed(frame, 'personal_sign', [stringToHex(message), smart])
    // the same card as the EOA's: the message as text
    expect(personal.shown).toContainEqual(['Message', message])
    expect(isErc6492Signature(personal.signature)).toBe(true)
    expect(await client.verifyMessage({ address: smart, message, signature: personal.signature })).toBe(true)
    expect(
      await client.verifyMessage({
        address: smart,
        message: 'Sign in to another venue',
        signature: personal.signature,
      }),
    ).toBe(false)

    const typedSigned = await signed(frame, 'eth_signTypedData_v4', [smart, orderJson(5n)])
    expect(typedSigned.shown).toContainEqual(['Domain', 'Latch Test Venue'])
    expect(isErc6492Signature(typedSigned.signature)).toBe(true)
    expect(await client.verifyTypedData({ address: smart, ...typed(5n), signature: typedSigned.signature })).toBe(true)
    expect(await client.verifyTypedData({ address: smart, ...typed(6n), signature: typedSigned.signature })).toBe(false)
    // verifying deployed nothing: the account still has no code
    expect(await client.getCode({ address: smart })).toBeUndefined()
    await frame.close()
  })

  it('R-6.6 R-3.97 R-3.14 after deployment: plain ERC-1271 signatures that verify and that isValidSignature accepts; another message does not', async () => {
    const { frame, smart } = await smartFrame('deployed')
    await fundFromDevAccount(rpcUrl, 7, smart, '1')
    // the first user operation deploys the account
    const sending = frame.call(
      'RPC_REQUEST',
      rpc('eth_sendTransaction', [
        { from: smart, to: privateKeyToAccount(generatePrivateKey()).address, value: numberToHex(parseEther('0.01')) },
      ]),
    )
    await frame.press('Approve')
    await sending
    expect(await client.getCode({ address: smart })).toBeDefined()
    expect((await frame.call('GET_USER', { chainId: 31337, rpcUrl })).smartAccountDeployed).toBe(true)

    const message = 'Sign in to the Latch test venue'
    const { signature } = await signed(frame, 'personal_sign', [stringToHex(message), smart])
    expect(isErc6492Signature(signature)).toBe(false)
    expect(await client.verifyMessage({ address: smart, message, signature })).toBe(true)
    expect(await client.verifyMessage({ address: smart, message: 'Sign in to another venue', signature })).toBe(false)
    // ERC-1271 itself, asked directly: the Safe's fallback handler (the Safe4337Module) answers the magic value
    const direct = (hash: Hex, sig: Hex) =>
      client.readContract({ address: smart, abi: erc1271Abi, functionName: 'isValidSignature', args: [hash, sig] })
    expect(await direct(hashMessage(message), signature)).toBe(ERC1271_MAGIC)
    await expect(direct(hashMessage('Sign in to another venue'), signature)).rejects.toThrow()

    const typedSigned = await signed(frame, 'eth_signTypedData_v4', [smart, orderJson(5n)])
    expect(isErc6492Signature(typedSigned.signature)).toBe(false)
    expect(await client.verifyTypedData({ address: smart, ...typed(5n), signature: typedSigned.signature })).toBe(true)
    expect(await client.verifyTypedData({ address: smart, ...typed(6n), signature: typedSigned.signature })).toBe(false)
    expect(await direct(hashTypedData(typed(5n)), typedSigned.signature)).toBe(ERC1271_MAGIC)
    await frame.close()
  })

  it('R-6.6 a signature for another address than the smart account is refused before the card', async () => {
    const { frame, eoa } = await smartFrame('other')
    await expect(frame.call('RPC_REQUEST', rpc('personal_sign', [stringToHex('hello'), eoa]))).rejects.toThrow(
      NOT_THIS_ACCOUNT,
    )
    expect(frame.document.querySelector('[role="dialog"]')).toBeNull()
    await frame.close()
  })
})

describe("the wallet's key never signs for the user's own smart account", () => {
  /** a SafeTx of the user's Safe: executed with the owner's signature, it sends the Safe's ETH anywhere */
  const safeTx = (safe: Address) => ({
    domain: { chainId: 31337, verifyingContract: safe },
    types: {
      EIP712Domain: [
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      SafeTx: [
        { name: 'to', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'data', type: 'bytes' },
        { name: 'operation', type: 'uint8' },
        { name: 'safeTxGas', type: 'uint256' },
        { name: 'baseGas', type: 'uint256' },
        { name: 'gasPrice', type: 'uint256' },
        { name: 'gasToken', type: 'address' },
        { name: 'refundReceiver', type: 'address' },
        { name: 'nonce', type: 'uint256' },
      ],
    },
    primaryType: 'SafeTx',
    message: {
      to: '0x000000000000000000000000000000000000dEaD',
      value: '1000000000000000000',
      data: '0x',
      operation: 0,
      safeTxGas: 0,
      baseGas: 0,
      gasPrice: 0,
      gasToken: '0x0000000000000000000000000000000000000000',
      refundReceiver: '0x0000000000000000000000000000000000000000',
      nonce: 0,
    },
  })
  /** the Safe4337Module's SafeOp domain: the module is the verifying contract */
  const safeOp = () => ({
    domain: { chainId: 31337, verifyingContract: SAFE_ADDRESSES.safe4337ModuleAddress },
    types: {
      EIP712Domain: [
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      SafeOp: [
        { name: 'safe', type: 'address' },
        { name: 'nonce', type: 'uint256' },
      ],
    },
    primaryType: 'SafeOp',
    message: { safe: '0x000000000000000000000000000000000000dEaD', nonce: 0 },
  })

  it('switching to the EOA is shown on a card; then a SafeTx or SafeOp of its own Safe, or a bare hash, is refused before any card', async () => {
    const { frame, smart, eoa } = await smartFrame('own-safe')
    const switching = frame.call('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    const card = await frame.card('Switch account')
    expect(card.textContent).toContain(eoa)
    expect(card.textContent).toContain(smart)
    await frame.press('Approve')
    expect(await switching).toEqual({ type: 'eoa', address: eoa })

    await expect(
      frame.call('RPC_REQUEST', rpc('eth_signTypedData_v4', [eoa, JSON.stringify(safeTx(smart))])),
    ).rejects.toThrow(OWN_ACCOUNT_TEXTS.smartAccountData)
    await expect(
      frame.call('RPC_REQUEST', rpc('eth_signTypedData_v4', [eoa, JSON.stringify(safeOp())])),
    ).rejects.toThrow(OWN_ACCOUNT_TEXTS.smartAccountData)
    await expect(frame.call('RPC_REQUEST', rpc('personal_sign', [`0x${'ab'.repeat(32)}`, eoa]))).rejects.toThrow(
      OWN_ACCOUNT_TEXTS.bareHash,
    )
    // the page reads the refusal by its code, not its words
    await expect(frame.call('RPC_REQUEST', rpc('personal_sign', [`0x${'ab'.repeat(32)}`, eoa]))).rejects.toMatchObject({
      code: 'OwnAccountSignatureRefused',
      rpcCode: 4100,
    })
    expect(frame.button('Approve')).toBeUndefined()
    // a dApp's own typed data and a text message still sign from the EOA, after the card
    const venue = await signed(frame, 'eth_signTypedData_v4', [eoa, orderJson(5n)])
    expect(await client.verifyTypedData({ address: eoa, ...typed(5n), signature: venue.signature })).toBe(true)
    const text = await signed(frame, 'personal_sign', [stringToHex('Sign in to the Latch test venue'), eoa])
    expect(
      await client.verifyMessage({
        address: eoa,
        message: 'Sign in to the Latch test venue',
        signature: text.signature,
      }),
    ).toBe(true)
    await frame.close()
  })

  it('a page cannot leave the smart account without the person: rejecting the card keeps it', async () => {
    const { frame, smart } = await smartFrame('switch-refused')
    const switching = frame.call('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    await frame.card('Switch account')
    await frame.press('Reject')
    await expect(switching).rejects.toThrow('User rejected the request.')
    expect((await frame.call('GET_USER', { chainId: 31337, rpcUrl })).address).toBe(smart)
    await frame.close()
  })
})
