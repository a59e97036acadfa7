// Sponsored gas for the embedded wallet's smart account ("Gas") against the real cloud's ERC-7677 route, the
// devnet's VerifyingPaymaster and the real bundler (alto): sponsored operations leave the account's ETH alone (the
// paymaster's EntryPoint deposit pays), including the first one, which deploys an account holding nothing; unsponsored
// ones are paid by the account; a refusal by the paymaster is a clear error and changes nothing on chain.
import { PAYMASTER_SIGNER_KEY } from '@latch/devnet'
import { type Address, createPublicClient, createTestClient, http, numberToHex, parseAbi, parseEther } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetCloudChains } from '../../../tooling/devnet/src/cloud-config.mjs'
import { indexChainOnce } from '../../cloud/src/chain/indexer.ts'
import { sponsorshipSpent } from '../../cloud/src/paymaster/budget.ts'
import { USER_OPERATION_EVENT_TOPIC } from '../../cloud/src/paymaster/landings.ts'
import { saveProject } from '../../cloud/src/projects/store.ts'
import { SMART_ACCOUNT_TEXTS } from '../src/frame/smartAccount.ts'
import { GAS_TEXTS } from '../src/frame/smartRequests.ts'
import { openFrame, smartAccountDevnet, startTestCloud, type TestCloud, type TestFrame } from './fixtures.ts'

const { devnet, rpcUrl, bundlers } = smartAccountDevnet()
const client = createPublicClient({ transport: http(rpcUrl) })
const entryPointAbi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function getNonce(address, uint192) view returns (uint256)',
])
const deposit = () =>
  client.readContract({
    address: entryPoint07Address,
    abi: entryPointAbi,
    functionName: 'balanceOf',
    args: [devnet.erc4337.paymaster],
  })
const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
/** sets the balance outright: no dev account's nonce is shared with the test files running beside this one */
const fund = (address: Address, ether: string) =>
  createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({ address, value: parseEther(ether) })
const rpc = (method: string, params: unknown) => ({ method, params, chainId: 31337, chainNamespace: 'eip155' as const })

const PRO = { allowedOrigins: ['http://localhost:*'], plan: 'pro' as const, isAnalyticsEnabled: false }
let test: TestCloud
let mailbox = 0

beforeAll(async () => {
  test = await startTestCloud(undefined, {
    chains: devnetCloudChains(devnet.rpcUrls),
    paymasterSignerKey: PAYMASTER_SIGNER_KEY,
  })
  await saveProject(test.cloud.context.db, {
    ...PRO,
    id: 'sponsored',
    name: 'Sponsored',
    features: { sponsoredGas: true },
  })
  await saveProject(test.cloud.context.db, { ...PRO, id: 'self-paid', name: 'Self-paid', features: {} })
}, 60_000)
afterAll(() => test?.stop())

/** a frame of `projectId`, signed in, with the smart account chosen; its address */
async function smartFrame(cloud: TestCloud, projectId: string): Promise<{ frame: TestFrame; smart: Address }> {
  const frame = openFrame(cloud, { rpcUrl, bundlers, projectId })
  await frame.signIn(`sponsored-${mailbox++}@example.com`)
  await frame.call('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })
  const { address } = await frame.call('GET_USER', { chainId: 31337, rpcUrl })
  return { frame, smart: address }
}

/** sends `ether` to a fresh address from the smart account; the card's Gas line, then the approved send's outcome */
async function send(frame: TestFrame, smart: Address, ether: string, beforeApprove?: () => Promise<void>) {
  const to = freshAddress()
  const sending = frame.call(
    'RPC_REQUEST',
    rpc('eth_sendTransaction', [{ from: smart, to, value: numberToHex(parseEther(ether)) }]),
  )
  void sending.catch(() => {})
  await frame.card('Transaction request')
  const gas = [...frame.document.querySelectorAll('dt')].find((dt) => dt.textContent === 'Gas')?.nextElementSibling
    ?.textContent
  await beforeApprove?.()
  await frame.press('Approve')
  return { to, gas, sending }
}

const chainState = async (smart: Address) => ({
  balance: await client.getBalance({ address: smart }),
  code: await client.getCode({ address: smart }),
  nonce: await client.readContract({
    address: entryPoint07Address,
    abi: entryPointAbi,
    functionName: 'getNonce',
    args: [smart, 0n],
  }),
})

describe('sponsored gas', () => {
  it('R-6.6 a sponsored first operation deploys an account holding 0 ETH; the paymaster deposit pays, the account keeps 0', async () => {
    const { frame, smart } = await smartFrame(test, 'sponsored')
    expect(await client.getBalance({ address: smart })).toBe(0n)
    const before = await deposit()
    const { to, gas, sending } = await send(frame, smart, '0')
    expect(gas).toBe(GAS_TEXTS.sponsored)
    const receipt = await client.getTransactionReceipt({ hash: await sending })
    expect(receipt.status).toBe('success')
    expect(await client.getCode({ address: smart })).toBeDefined()
    expect(await client.getBalance({ address: smart })).toBe(0n)
    expect(await client.getBalance({ address: to })).toBe(0n)
    expect(await deposit()).toBeLessThan(before)
    await frame.close()
  })

  it("the project's budget is charged what the landed operation actually cost, in place of its maximum cost", async () => {
    await saveProject(test.cloud.context.db, {
      ...PRO,
      id: 'landing',
      name: 'Landing',
      features: { sponsoredGas: true },
    })
    const { frame, smart } = await smartFrame(test, 'landing')
    const { sending } = await send(frame, smart, '0')
    const receipt = await client.getTransactionReceipt({ hash: await sending })
    const event = receipt.logs.find(
      (log) =>
        log.topics[0] === USER_OPERATION_EVENT_TOPIC &&
        log.topics[3]?.endsWith(devnet.erc4337.paymaster.slice(2).toLowerCase()),
    )!
    const actualGasCost = BigInt(`0x${event.data.slice(2 + 2 * 64, 2 + 3 * 64)}`)
    const day = { projectId: 'landing', chainId: 31337, now: new Date() }
    const reserved = await sponsorshipSpent(test.cloud.context.db, day)
    expect(reserved).toBeGreaterThan(actualGasCost)
    for (
      let pass = await indexChainOnce(test.cloud.context, 31337, { batchSize: 2000 });
      !pass.caughtUp;
      pass = await indexChainOnce(test.cloud.context, 31337, { batchSize: 2000 })
    );
    // counted in whole gwei, rounded up
    expect(await sponsorshipSpent(test.cloud.context.db, day)).toBe(
      ((actualGasCost + 999_999_999n) / 1_000_000_000n) * 1_000_000_000n,
    )
    await frame.close()
  })

  it('R-6.6 a sponsored send of 0.25 ETH takes exactly 0.25 ETH from the account: no gas', async () => {
    const { frame, smart } = await smartFrame(test, 'sponsored')
    await fund(smart, '1')
    const before = await deposit()
    const { to, sending } = await send(frame, smart, '0.25')
    await sending
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.25'))
    expect(await client.getBalance({ address: smart })).toBe(parseEther('0.75'))
    expect(await deposit()).toBeLessThan(before)
    await frame.close()
  })

  it('R-6.6 without sponsored gas the account pays: the card says so, and the account loses the gas beside the value', async () => {
    const { frame, smart } = await smartFrame(test, 'self-paid')
    await fund(smart, '1')
    const { to, gas, sending } = await send(frame, smart, '0.25')
    expect(gas).toBe(GAS_TEXTS.account)
    await sending
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.25'))
    expect(await client.getBalance({ address: smart })).toBeLessThan(parseEther('0.75'))
    await frame.close()
  })

  it('R-6.6 a paymaster refusal (sponsorship switched off while the card was open) is a clear error; nothing changes on chain', async () => {
    await saveProject(test.cloud.context.db, {
      ...PRO,
      id: 'switched',
      name: 'Switched',
      features: { sponsoredGas: true },
    })
    const { frame, smart } = await smartFrame(test, 'switched')
    await fund(smart, '1')
    const before = await chainState(smart)
    const { to, gas, sending } = await send(frame, smart, '0.25', () =>
      saveProject(test.cloud.context.db, {
        ...PRO,
        id: 'switched',
        name: 'Switched',
        features: { sponsoredGas: false },
      }),
    )
    expect(gas).toBe(GAS_TEXTS.sponsored)
    await expect(sending).rejects.toThrow(
      SMART_ACCOUNT_TEXTS.paymasterRefused('Gas sponsorship is not enabled for this project'),
    )
    expect(await chainState(smart)).toEqual(before)
    expect(before.code).toBeUndefined()
    expect(await client.getBalance({ address: to })).toBe(0n)
    await frame.close()
  })

  it('R-6.6 a paymaster whose signature the contract does not accept (another signer) is refused at the bundler; nothing changes', async () => {
    const wrongSigner = await startTestCloud(undefined, {
      chains: devnetCloudChains(devnet.rpcUrls),
      paymasterSignerKey: generatePrivateKey(),
    })
    try {
      await saveProject(wrongSigner.cloud.context.db, {
        ...PRO,
        id: 'sponsored',
        name: 'Sponsored',
        features: { sponsoredGas: true },
      })
      const { frame, smart } = await smartFrame(wrongSigner, 'sponsored')
      const before = await chainState(smart)
      const { sending } = await send(frame, smart, '0')
      await expect(sending).rejects.toThrow(/^The paymaster refused to sponsor this operation: .*AA34/)
      expect(await chainState(smart)).toEqual(before)
      await frame.close()
    } finally {
      await wrongSigner.stop()
    }
  })
})
