// The embedded wallet's smart account against the real cloud, the devnet's anvil chains with EntryPoint v0.7
// at its canonical address and Safe 1.4.1 + Safe4337Module 0.3.0 through the CREATE2 deployer, and the real bundler
// (alto), both from the integration setup. Its message signatures: smart-account-signatures.test.ts.
import { DEV_ACCOUNTS, TOKEN_ABI } from '@latch/devnet'
import { type Address, createPublicClient, encodeFunctionData, http, numberToHex, parseEther, parseUnits } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAFE_ADDRESSES } from '@latch/core/internal'
import { SMART_ACCOUNT_TEXTS } from '../src/frame/smartAccount.ts'
import { PERMISSIONS_REFUSED } from '../src/frame/smartRequests.ts'
import {
  fundFromDevAccount,
  openFrame,
  smartAccountDevnet,
  startTestCloud,
  type TestCloud,
  type TestFrame,
} from './fixtures.ts'

const { devnet, rpcUrl, bundlers } = smartAccountDevnet()
let test: TestCloud
let mailbox = 0

beforeAll(async () => {
  test = await startTestCloud()
}, 60_000)
afterAll(() => test?.stop())

const client = () => createPublicClient({ transport: http(rpcUrl) })
const rpc = (method: string, params: unknown) => ({ method, params, chainId: 31337, chainNamespace: 'eip155' as const })
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
const tokenBalance = (owner: Address) =>
  client().readContract({
    address: devnet.token,
    abi: TOKEN_ABI,
    functionName: 'balanceOf',
    args: [owner],
  }) as Promise<bigint>

interface SmartUser {
  frame: TestFrame
  smart: Address
  eoa: Address
  deployed: boolean
  type: string
}

/** a frame with bundlers, signed in, asked for the smart account as the page asks after connecting; GET_USER's answer */
async function smartFrame(name: string, window?: TestFrame['window']): Promise<SmartUser> {
  const frame = openFrame(test, { rpcUrl, bundlers, window })
  await frame.signIn(`smart-${name}${mailbox++}@example.com`)
  const first = await frame.call('GET_USER', { chainId: 31337, rpcUrl })
  // until a page asks, the EOA: a page that keeps the EOA never sees another address
  expect(first).toMatchObject({ preferredAccountType: 'eoa', accounts: [{ address: first.address, type: 'eoa' }] })
  const chosen = await frame.call('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
  const user = await frame.call('GET_USER', { chainId: 31337, rpcUrl })
  expect(chosen).toEqual({ type: 'smartAccount', address: user.address })
  const eoa = user.accounts.find((account: { type: string }) => account.type === 'eoa').address
  return { frame, smart: user.address, eoa, deployed: user.smartAccountDeployed, type: user.preferredAccountType }
}

/** runs an unsafe request and approves its card, saying "I understand" where it warns (smart-account-card.test.ts
 * tests the warnings) */
async function approved(frame: TestFrame, payload: ReturnType<typeof rpc>): Promise<any> {
  const answer = frame.call('RPC_REQUEST', payload)
  const card = await frame.card('Transaction request')
  card.querySelector<HTMLInputElement>('input[type="checkbox"]')?.click()
  await frame.press('Approve')
  return answer
}

describe('smart account of the embedded wallet', () => {
  it('R-3.94 R-3.79 the smart-account networks are the chains with a bundler, as numbers', async () => {
    const frame = openFrame(test, { rpcUrl, bundlers })
    expect(await frame.call('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({
      smartAccountEnabledNetworks: [31337, 31338],
    })
    await frame.close()
  })

  it('R-6.25 R-3.14 sign-in gives the counterfactual smart account at once, not deployed, with the EOA listed second', async () => {
    const { frame, smart, eoa, deployed, type } = await smartFrame('counterfactual')
    expect(type).toBe('smartAccount')
    expect(deployed).toBe(false)
    expect(smart).not.toBe(eoa)
    expect(await client().getCode({ address: smart })).toBeUndefined()
    // the EntryPoint is the canonical one viem knows; the frame's Safe addresses are those the devnet computed from the
    // artifacts and deployed
    expect(devnet.erc4337.entryPoint).toBe(entryPoint07Address)
    expect(devnet.erc4337.safe).toEqual(SAFE_ADDRESSES)
    for (const address of Object.values(SAFE_ADDRESSES)) expect(await client().getCode({ address })).toBeDefined()
    expect(await frame.call('INIT_SMART_ACCOUNT')).toEqual({ address: smart, isDeployed: false })
    expect(await frame.call('RPC_REQUEST', rpc('eth_accounts', []))).toEqual([smart])
    await frame.close()
  })

  it('R-6.6 send ETH: a user operation after the card deploys the account with it; the dApp gets the transaction hash', async () => {
    const { frame, smart } = await smartFrame('send')
    await fundFromDevAccount(rpcUrl, 7, smart, '1')
    const to = freshAddress()
    const sending = frame.call(
      'RPC_REQUEST',
      rpc('eth_sendTransaction', [{ from: smart, to, value: numberToHex(parseEther('0.25')) }]),
    )
    await frame.card('Transaction request')
    const details = [...frame.document.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ])
    expect(details).toContainEqual(['From', `Smart account ${smart}`])
    await frame.press('Approve')
    const hash = await sending
    const receipt = await client().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    // the bundle went to the EntryPoint: the bundler sent it, not the frame
    expect(receipt.to?.toLowerCase()).toBe(entryPoint07Address.toLowerCase())
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.25'))
    expect(await client().getCode({ address: smart })).toBeDefined()
    expect((await frame.call('GET_USER', { chainId: 31337, rpcUrl })).smartAccountDeployed).toBe(true)
    await frame.close()
  })

  it('R-6.6 R-3.100 wallet_sendCalls approve + transfer of the ERC-20 is one atomic user operation; status from its receipt', async () => {
    const { frame, smart } = await smartFrame('batch')
    await fundFromDevAccount(rpcUrl, 7, smart, '1')
    await fundToken(smart, '100')
    const [spender, to] = [freshAddress(), freshAddress()]
    const capabilities = await frame.call('RPC_REQUEST', rpc('wallet_getCapabilities', [smart, ['0x7a69']]))
    expect(capabilities).toEqual({ '0x7a69': { atomic: { status: 'supported' } } })
    const calls = [
      {
        to: devnet.token,
        data: encodeFunctionData({ abi: TOKEN_ABI, functionName: 'approve', args: [spender, parseUnits('5', 18)] }),
      },
      {
        to: devnet.token,
        data: encodeFunctionData({ abi: TOKEN_ABI, functionName: 'transfer', args: [to, parseUnits('7', 18)] }),
      },
    ]
    const { id } = await approved(
      frame,
      rpc('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: smart, atomicRequired: true, calls }]),
    )
    const status = await frame.call('RPC_REQUEST', rpc('wallet_getCallsStatus', [id]))
    expect(status).toMatchObject({ id, atomic: true, status: 200 })
    expect(status.receipts).toHaveLength(1)
    expect(await tokenBalance(to)).toBe(parseUnits('7', 18))
    expect(
      await client().readContract({
        address: devnet.token,
        abi: TOKEN_ABI,
        functionName: 'allowance',
        args: [smart, spender],
      }),
    ).toBe(parseUnits('5', 18))
    await frame.close()
  })

  it('R-6.6 a batch with one reverting call is refused by the bundler: nothing happens, and the error says so', async () => {
    const { frame, smart } = await smartFrame('revert')
    await fundFromDevAccount(rpcUrl, 7, smart, '1')
    const to = freshAddress()
    const calls = [
      { to, value: numberToHex(parseEther('0.1')) },
      // more tokens than the account holds: the token reverts
      {
        to: devnet.token,
        data: encodeFunctionData({ abi: TOKEN_ABI, functionName: 'transfer', args: [to, parseUnits('1', 18)] }),
      },
    ]
    const before = await client().getBalance({ address: smart })
    await expect(
      approved(frame, rpc('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: smart, calls }])),
    ).rejects.toThrow(/^The bundler refused the user operation: /)
    expect(await client().getBalance({ address: to })).toBe(0n)
    expect(await client().getBalance({ address: smart })).toBe(before)
    expect(await client().getCode({ address: smart })).toBeUndefined()
    await frame.close()
  })

  it('R-6.6 a user operation the bundler rejects (it cannot pay) changes nothing and names the reason', async () => {
    const { frame, smart } = await smartFrame('poor')
    const sending = approved(
      frame,
      rpc('eth_sendTransaction', [{ from: smart, to: freshAddress(), value: numberToHex(parseEther('1')) }]),
    )
    await expect(sending).rejects.toThrow(/^The bundler refused the user operation: /)
    expect(await client().getCode({ address: smart })).toBeUndefined()
    await frame.close()
  })

  it('R-6.6 eth_sendUserOperation: the frame signs the dApp operation after the card and answers its hash', async () => {
    const { frame, smart } = await smartFrame('userop')
    await fundFromDevAccount(rpcUrl, 7, smart, '1')
    const to = freshAddress()
    // the Safe4337Module's executeUserOpWithErrorString(to, value, data, operation), as a dApp would encode it
    const callData = encodeFunctionData({
      abi: [
        {
          type: 'function',
          name: 'executeUserOpWithErrorString',
          inputs: [{ type: 'address' }, { type: 'uint256' }, { type: 'bytes' }, { type: 'uint8' }],
          outputs: [],
          stateMutability: 'nonpayable',
        },
      ],
      args: [to, parseEther('0.05'), '0x', 0],
    })
    const hash = await approved(frame, rpc('eth_sendUserOperation', [{ sender: smart, callData }, entryPoint07Address]))
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await client().getBalance({ address: to })).toBe(parseEther('0.05'))
    await frame.close()
  })

  it('R-6.6 ERC-7715 permissions of the smart account are refused with a clear error', async () => {
    const { frame } = await smartFrame('refusals')
    await expect(frame.call('RPC_REQUEST', rpc('wallet_grantPermissions', [{}]))).rejects.toThrow(PERMISSIONS_REFUSED)
    await frame.close()
  })

  it('R-3.95 R-3.48 switching to the EOA and back: each answer names the account, and a reload keeps the choice', async () => {
    const { frame, smart, eoa } = await smartFrame('switch')
    // leaving the smart account is approved on the card
    const switching = frame.call('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    await frame.card('Switch account')
    await frame.press('Approve')
    expect(await switching).toEqual({ type: 'eoa', address: eoa })
    expect(await frame.call('RPC_REQUEST', rpc('eth_accounts', []))).toEqual([eoa])
    // the same device, a new frame page: the stored choice answers
    const reloaded = openFrame(test, { rpcUrl, bundlers, window: frame.window })
    const user = await reloaded.call('GET_USER', { chainId: 31337, rpcUrl })
    expect(user).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    expect(user.accounts).toEqual([{ address: eoa, type: 'eoa' }])
    expect(await reloaded.call('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({
      type: 'smartAccount',
      address: smart,
    })
    expect((await reloaded.call('GET_USER', { chainId: 31337, rpcUrl })).address).toBe(smart)
    await reloaded.close()
    await frame.close()
  })

  it('R-3.67 R-6.25 a first GET_USER naming the smart account answers it at once; naming the EOA never leaves the smart account without the card', async () => {
    const frame = openFrame(test, { rpcUrl, bundlers })
    await frame.signIn(`smart-first${mailbox++}@example.com`)
    const user = await frame.call('GET_USER', { chainId: 31337, rpcUrl, preferredAccountType: 'smartAccount' })
    expect(user.preferredAccountType).toBe('smartAccount')
    expect(user.accounts.map((account: { type: string }) => account.type)).toEqual(['smartAccount', 'eoa'])
    expect(await frame.call('RPC_REQUEST', rpc('eth_accounts', []))).toEqual([user.address])
    // a page that asks for the EOA this way gets what the person chose: still the smart account, and no card
    const again = await frame.call('GET_USER', { chainId: 31337, rpcUrl, preferredAccountType: 'eoa' })
    expect(again).toMatchObject({ address: user.address, preferredAccountType: 'smartAccount' })
    // on a chain without a bundler the name changes nothing: the EOA answers
    const other = openFrame(test, { rpcUrl, bundlers })
    await other.signIn(`smart-first${mailbox++}@example.com`)
    const eoaOnly = await other.call('GET_USER', { chainId: 1, rpcUrl, preferredAccountType: 'smartAccount' })
    expect(eoaOnly).toMatchObject({ preferredAccountType: 'eoa', accounts: [{ type: 'eoa' }] })
    await other.close()
    await frame.close()
  })

  it('R-4.65 on a chain without a bundler the smart account is refused and the EOA answers', async () => {
    const { frame, eoa } = await smartFrame('nobundler')
    await frame.call('SWITCH_NETWORK', { chainId: 1, rpcUrl })
    await expect(frame.call('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).rejects.toThrow(
      SMART_ACCOUNT_TEXTS.notEnabled,
    )
    expect((await frame.call('GET_USER', { chainId: 1, rpcUrl })).address).toBe(eoa)
    await frame.close()
  })
})

/** LTT from dev account 8 */
async function fundToken(to: Address, amount: string): Promise<void> {
  const { createWalletClient } = await import('viem')
  const chain = {
    id: 31337,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
  const wallet = createWalletClient({ account: DEV_ACCOUNTS[8]!, transport: http(rpcUrl), chain })
  const hash = await wallet.writeContract({
    address: devnet.token,
    abi: TOKEN_ABI,
    functionName: 'transfer',
    args: [to, parseUnits(amount, 18)],
  })
  await client().waitForTransactionReceipt({ hash, pollingInterval: 50 })
}
