// The approval card's decoded intent and warnings, on a real anvil chain with the devnet's own contracts: the test token
// (LTT), the test NFT and the DEX router (a contract that spends approvals).
import { DEV_ACCOUNTS, DEX, TEST_NFT_ADDRESS, TEST_TOKEN_ADDRESS } from '@latch/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  formatEther,
  getAddress,
  type Hex,
  http,
  maxUint160,
  maxUint256,
  parseAbi,
  parseEther,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type CloudAndChain,
  fundFromDevAccount,
  signedInFrame,
  startCloudAndChain,
  type TestCloud,
} from './fixtures.ts'

let test: TestCloud
let bed: CloudAndChain
let rpcUrl: string
let mailbox = 0
const newEmail = (name: string) => `${name}${mailbox++}@intent.example.com`

beforeAll(async () => {
  bed = await startCloudAndChain()
  ;({ test, rpcUrl } = bed)
}, 60_000)
afterAll(() => bed?.stop())

const rpc = (method: string, params: unknown) => ({ method, params, chainId: 31337, chainNamespace: 'eip155' as const })
const intentOf = (card: HTMLElement) =>
  [...card.querySelectorAll('.latch-approval-intent')].map((line) => line.textContent)
const outcomeOf = (card: HTMLElement) =>
  [...card.querySelectorAll('.latch-approval-outcome li')].map((item) => item.textContent)
const warningsOf = (card: HTMLElement) =>
  [...card.querySelectorAll('.latch-approval-warnings li')].map((item) => item.textContent)

describe('the card says what an approval does', () => {
  it('an unlimited approval to the DEX router: one line with the exact spender, a warning, and Approve only after "I understand"', async () => {
    const { frame, address } = await signedInFrame(test, newEmail('una'), { rpcUrl })
    const chain = createPublicClient({ transport: http(rpcUrl) })
    await fundFromDevAccount(rpcUrl, 7, address, '1')
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [DEX.router, maxUint256] })
    const sending = frame.call(
      'RPC_REQUEST',
      rpc('eth_sendTransaction', [{ from: address, to: TEST_TOKEN_ADDRESS, data }]),
    )
    const card = await frame.card('Transaction request')
    expect(intentOf(card)).toEqual([`Allow ${DEX.router} to spend unlimited LTT`])
    expect(warningsOf(card)).toEqual([
      `Unlimited approval: ${DEX.router} could take every token ${TEST_TOKEN_ADDRESS} you hold, now or later.`,
    ])
    // an approval moves nothing yet: the simulation says so rather than nothing
    expect(outcomeOf(card)).toEqual(['No change to your balances'])
    // the raw data is one click away
    expect(card.querySelector('details summary')?.textContent).toBe('Raw data')
    expect(card.querySelector('details')?.textContent).toContain(data)

    // the router is a contract: no "not a contract" warning; Approve waits for the checkbox
    frame.button('Approve')!.click()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(
      await chain.readContract({
        address: TEST_TOKEN_ADDRESS,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [address, DEX.router],
      }),
    ).toBe(0n)
    ;(card.querySelector('input[type="checkbox"]') as HTMLInputElement).click()
    await frame.press('Approve')
    const hash = (await sending) as Hex
    expect((await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
    expect(
      await chain.readContract({
        address: TEST_TOKEN_ADDRESS,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [address, DEX.router],
      }),
    ).toBe(maxUint256)
    await frame.close()
  })

  it('a bounded approval to an address with no code: the amount in the token\'s units, and a "not a contract" warning', async () => {
    const { frame, address } = await signedInFrame(test, newEmail('eo'), { rpcUrl })
    const person = DEV_ACCOUNTS[9]!.address
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [person, parseEther('2.5')] })
    await fundFromDevAccount(rpcUrl, 7, address, '1')
    const sending = frame.call(
      'RPC_REQUEST',
      rpc('eth_sendTransaction', [{ from: address, to: TEST_TOKEN_ADDRESS, data }]),
    )
    sending.catch(() => undefined)
    const card = await frame.card('Transaction request')
    expect(intentOf(card)).toEqual([`Allow ${person} to spend 2.5 LTT`])
    expect(warningsOf(card)).toEqual([
      `${person} is not a contract: a person holding its key could spend what you approve.`,
    ])
    await frame.press('Reject')
    await expect(sending).rejects.toThrow('User rejected the request.')
    await frame.close()
  })

  it('setApprovalForAll(true) on the test NFT warns about every NFT of the collection', async () => {
    const { frame, address } = await signedInFrame(test, newEmail('nft'), { rpcUrl })
    const data = encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [DEX.router, true] })
    await fundFromDevAccount(rpcUrl, 7, address, '1')
    const sending = frame.call(
      'RPC_REQUEST',
      rpc('eth_sendTransaction', [{ from: address, to: TEST_NFT_ADDRESS, data }]),
    )
    sending.catch(() => undefined)
    const card = await frame.card('Transaction request')
    expect(intentOf(card)).toEqual([`Allow ${DEX.router} to transfer all your NFTs of collection ${TEST_NFT_ADDRESS}`])
    expect(warningsOf(card)).toEqual([
      `${DEX.router} could transfer every NFT you hold of ${TEST_NFT_ADDRESS}, now or later.`,
    ])
    await frame.press('Reject')
    await expect(sending).rejects.toThrow('User rejected the request.')
    await frame.close()
  })

  it('a Permit2 PermitSingle signature: the decoded amount, spender and deadline, then the signature', async () => {
    const { frame, address } = await signedInFrame(test, newEmail('permit'), { rpcUrl })
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        PermitSingle: [
          { name: 'details', type: 'PermitDetails' },
          { name: 'spender', type: 'address' },
          { name: 'sigDeadline', type: 'uint256' },
        ],
        PermitDetails: [
          { name: 'token', type: 'address' },
          { name: 'amount', type: 'uint160' },
          { name: 'expiration', type: 'uint48' },
          { name: 'nonce', type: 'uint48' },
        ],
      },
      domain: {
        name: 'Permit2',
        chainId: 31337,
        verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' as Address,
      },
      primaryType: 'PermitSingle',
      message: {
        details: { token: TEST_TOKEN_ADDRESS, amount: maxUint160.toString(), expiration: '1900000000', nonce: '0' },
        spender: DEX.router,
        sigDeadline: '1800000000',
      },
    }
    const signing = frame.call('RPC_REQUEST', rpc('eth_signTypedData_v4', [address, JSON.stringify(typedData)]))
    const card = await frame.card('Signature request')
    expect(intentOf(card)).toEqual([
      `Sign a Permit2 permit: ${DEX.router} may spend unlimited LTT, signature valid until 2027-01-15T08:00:00Z; the allowance ends 2030-03-17T17:46:40Z`,
    ])
    expect(warningsOf(card)).toEqual([
      `Unlimited approval: ${DEX.router} could take every token ${TEST_TOKEN_ADDRESS} you hold, now or later.`,
    ])
    ;(card.querySelector('input[type="checkbox"]') as HTMLInputElement).click()
    await frame.press('Approve')
    expect(await signing).toMatch(/^0x[0-9a-f]{130}$/)
    await frame.close()
  })

  it('a message that is a bare 32-byte hash warns before it is signed', async () => {
    const { frame, address } = await signedInFrame(test, newEmail('hash'), { rpcUrl })
    const signing = frame.call('RPC_REQUEST', rpc('personal_sign', [`0x${'ab'.repeat(32)}`, address]))
    signing.catch(() => undefined)
    const card = await frame.card('Signature request')
    expect(warningsOf(card)).toEqual([
      'The message is a bare hash: what it stands for cannot be shown. It may sign a transaction or a permit.',
    ])
    await frame.press('Reject')
    await expect(signing).rejects.toThrow('User rejected the request.')
    await frame.close()
  })
})

describe('the card shows what a transaction would change, simulated by the chain (eth_simulateV1)', () => {
  it('a swap of 0.1 ETH for LTT on the DEX router: the shown changes equal what the chain does when it is mined', async () => {
    const { frame, address } = await signedInFrame(test, newEmail('swap'), { rpcUrl })
    const chain = createPublicClient({ transport: http(rpcUrl) })
    await fundFromDevAccount(rpcUrl, 7, address, '1')
    const swap = parseAbi([
      'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
    ])
    const data = encodeFunctionData({
      abi: swap,
      functionName: 'swapExactETHForTokens',
      args: [0n, [DEX.weth, TEST_TOKEN_ADDRESS], address, 2n ** 40n],
    })
    const [ethBefore, lttBefore] = await Promise.all([
      chain.getBalance({ address }),
      chain.readContract({ address: TEST_TOKEN_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    ])
    const sending = frame.call(
      'RPC_REQUEST',
      rpc('eth_sendTransaction', [{ from: address, to: DEX.router, data, value: '0x16345785d8a0000' }]),
    )
    const card = await frame.card('Transaction request')
    const shown = outcomeOf(card)
    expect(shown[0]).toBe('−0.1 ETH')
    expect(shown).toHaveLength(2)
    expect(shown[1]).toMatch(/^\+[\d.]+ LTT$/)
    // nothing to warn about: a swap gives no one a right over the wallet's tokens
    expect(warningsOf(card)).toEqual([])
    await frame.press('Approve')
    const receipt = await chain.waitForTransactionReceipt({ hash: (await sending) as Hex, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    const [ethAfter, lttAfter] = await Promise.all([
      chain.getBalance({ address }),
      chain.readContract({ address: TEST_TOKEN_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    ])
    // the mined LTT change, written as the card writes it; the ETH change apart from the fee the card lists apart
    expect(`+${formatEther(lttAfter - lttBefore)} LTT`).toBe(shown[1])
    expect(ethAfter - ethBefore + receipt.gasUsed * receipt.effectiveGasPrice).toBe(-parseEther('0.1'))
    await frame.close()
  })
})

describe('a contract deployed within the hour is new (its age read from the chain alone)', () => {
  it('an approval to a contract deployed just now warns that it is new; the devnet contracts, two hours old, do not', async () => {
    const { frame, address } = await signedInFrame(test, newEmail('young'), { rpcUrl })
    await fundFromDevAccount(rpcUrl, 7, address, '1')
    const chain = createPublicClient({ transport: http(rpcUrl) })
    // a contract whose code returns 42: any code will do, its age is what is judged
    const deployer = createWalletClient({ account: DEV_ACCOUNTS[6]!, transport: http(rpcUrl) })
    const hash = await deployer.deployContract({
      abi: [],
      bytecode: '0x600a600c600039600a6000f3602a60005260206000f3',
      chain: null,
    })
    const young = getAddress((await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })).contractAddress!)
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [young, parseEther('1')] })
    const sending = frame.call(
      'RPC_REQUEST',
      rpc('eth_sendTransaction', [{ from: address, to: TEST_TOKEN_ADDRESS, data }]),
    )
    sending.catch(() => undefined)
    const card = await frame.card('Transaction request')
    expect(warningsOf(card)).toEqual([`${young} was deployed less than a minute ago.`])
    await frame.press('Reject')
    await expect(sending).rejects.toThrow('User rejected the request.')
    await frame.close()
  })
})
