// The smart account's card is the EOA's: its requests (eth_sendTransaction, wallet_sendCalls, eth_sendUserOperation)
// are decoded, judged against the warnings and the operator's block list, and their calls simulated as the smart
// account sends them, on the devnet's anvil with the real bundler and the real cloud.
import { DEV_ACCOUNTS, TOKEN_ABI } from '@latch/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  parseUnits,
} from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setBlockList } from '../../cloud/src/blockList/store.ts'
import {
  fundFromDevAccount,
  openFrame,
  PROJECT_ID,
  smartAccountDevnet,
  startTestCloud,
  type TestCloud,
  type TestFrame,
} from './fixtures.ts'

const { devnet, rpcUrl, bundlers } = smartAccountDevnet()
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
/** on the project's block list from the start: the frame reads the list before each card */
const blocked = freshAddress()
let test: TestCloud
let mailbox = 0

beforeAll(async () => {
  test = await startTestCloud()
  await setBlockList(
    test.cloud.context.db,
    { scope: PROJECT_ID, source: 'operator' },
    { addresses: [blocked.toLowerCase()], domains: [] },
  )
}, 60_000)
afterAll(() => test?.stop())

const client = () => createPublicClient({ transport: http(rpcUrl) })
const rpc = (method: string, params: unknown) => ({ method, params, chainId: 31337, chainNamespace: 'eip155' as const })
const texts = (card: HTMLElement, selector: string) =>
  [...card.querySelectorAll(selector)].map((item) => item.textContent)
const approve = (spender: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })
const transfer = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

/** a signed-in frame whose active account is the smart account, funded with 1 ETH and `tokens` LTT */
async function smartFrame(name: string, tokens = '0'): Promise<{ frame: TestFrame; smart: Address }> {
  const frame = openFrame(test, { rpcUrl, bundlers })
  await frame.signIn(`card-${name}${mailbox++}@example.com`)
  await frame.call('GET_USER', { chainId: 31337, rpcUrl })
  const { address: smart } = await frame.call('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
  await fundFromDevAccount(rpcUrl, 7, smart, '1')
  if (tokens !== '0') {
    const wallet = createWalletClient({ account: DEV_ACCOUNTS[8]!, transport: http(rpcUrl) })
    const hash = await wallet.writeContract({
      chain: null,
      address: devnet.token,
      abi: TOKEN_ABI,
      functionName: 'transfer',
      args: [smart, parseUnits(tokens, 18)],
    })
    await client().waitForTransactionReceipt({ hash, pollingInterval: 50 })
  }
  return { frame, smart }
}

describe("the smart account's card", () => {
  it('R-6.6 wallet_sendCalls: each call decoded, the unlimited approval warned with its exact spender, the calls simulated as the smart account; Approve only after the box', async () => {
    const { frame, smart } = await smartFrame('batch', '10')
    const [spender, to] = [freshAddress(), freshAddress()]
    const calls = [
      { to: devnet.token, data: approve(spender, maxUint256) },
      { to: devnet.token, data: transfer(to, parseUnits('7', 18)) },
    ]
    const sending = frame.call(
      'RPC_REQUEST',
      rpc('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: smart, atomicRequired: true, calls }]),
    )
    const card = await frame.card('Transaction request')
    expect(texts(card, '.latch-approval-intent')).toEqual([
      `Allow ${spender} to spend unlimited LTT`,
      `Send 7 LTT to ${to}`,
    ])
    expect(texts(card, '.latch-approval-warnings li')).toEqual([
      `Unlimited approval: ${spender} could take every token ${devnet.token} you hold, now or later.`,
      `${spender} is not a contract: a person holding its key could spend what you approve.`,
    ])
    // the smart account's own balance moves, not the EOA's: the simulation ran as the smart account
    expect(texts(card, '.latch-approval-outcome li')).toEqual(['−7 LTT'])
    frame.button('Approve')!.click()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(frame.app.approval.pending).toBe(true)
    ;(card.querySelector('input[type="checkbox"]') as HTMLInputElement).click()
    await frame.press('Approve')
    const { id } = await sending
    expect(await frame.call('RPC_REQUEST', rpc('wallet_getCallsStatus', [id]))).toMatchObject({ status: 200 })
    const allowance = await client().readContract({
      address: devnet.token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [smart, spender],
    })
    expect(allowance).toBe(maxUint256)
    await frame.close()
  })

  it('R-6.6 eth_sendTransaction to a spender on the block list: its warning first; rejected, nothing is sent', async () => {
    const { frame, smart } = await smartFrame('blocked')
    const sending = frame.call(
      'RPC_REQUEST',
      rpc('eth_sendTransaction', [{ from: smart, to: devnet.token, data: approve(blocked, parseUnits('1', 18)) }]),
    )
    sending.catch(() => undefined)
    const card = await frame.card('Transaction request')
    expect(texts(card, '.latch-approval-warnings li')[0]).toBe(`${blocked} is on the block list.`)
    expect(texts(card, '.latch-approval-outcome li')).toEqual(['No change to your balances'])
    await frame.press('Reject')
    await expect(sending).rejects.toThrow('User rejected the request.')
    expect(await client().getCode({ address: smart })).toBeUndefined()
    await frame.close()
  })

  it('R-6.6 eth_sendUserOperation whose call would revert: the card says so before it is signed', async () => {
    const { frame, smart } = await smartFrame('revert')
    const to = freshAddress()
    // the Safe4337Module's executeUserOpWithErrorString(to, value, data, operation): a transfer of tokens it lacks
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
      args: [devnet.token, 0n, transfer(to, parseUnits('1', 18)), 0],
    })
    const sending = frame.call(
      'RPC_REQUEST',
      rpc('eth_sendUserOperation', [{ sender: smart, callData }, entryPoint07Address]),
    )
    sending.catch(() => undefined)
    const card = await frame.card('Transaction request')
    expect(texts(card, '.latch-approval-intent')).toEqual([`Send 1 LTT to ${to}`])
    expect(texts(card, '.latch-approval-outcome li')).toEqual([expect.stringMatching(/^The transaction would fail: /)])
    await frame.press('Reject')
    await expect(sending).rejects.toThrow('User rejected the request.')
    await frame.close()
  })
})
