// The ERC-7677 paymaster route ("Gas") on both engines, against the devnet's VerifyingPaymaster on anvil:
// the signed paymasterData is exactly what the contract's getHash and signature check accept; the stub and the final
// data for a project with sponsoredGas on; refusals (feature off, basic plan, another chain or entry point, no paymaster)
// and bad bodies answer clear JSON-RPC errors; only a signed-in user's own smart account is sponsored, and each user
// has a daily cap beside the project's budget.
import {
  PAYMASTER_SIGNER,
  PAYMASTER_SIGNER_KEY,
  VERIFYING_PAYMASTER_ABI,
  VERIFYING_PAYMASTER_ADDRESS,
} from '@latch/devnet'
import {
  type Address,
  concat,
  createPublicClient,
  createTestClient,
  decodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  parseAbi,
  type Hex,
  hashMessage,
  http,
  pad,
  recoverAddress,
  slice,
  toHex,
} from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { beforeAll, expect, inject, it } from 'vitest'
import { createSiweMessage } from 'viem/siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { hashToken } from '../src/auth/secrets.ts'
import { indexChainOnce } from '../src/chain/indexer.ts'
import { dayOf, sponsorshipSpent, userSponsorshipSpent } from '../src/paymaster/budget.ts'
import { SAFE_ADDRESSES } from '@latch/core/internal'
import { PAYMASTER_TEXTS } from '../src/paymaster/sponsor.ts'
import { SPONSORED_USER_TEXTS } from '../src/paymaster/sponsoredUser.ts'
import { PAYMASTER_ERRORS, SPONSORSHIP_SECONDS } from '../src/paymaster/routes.ts'
import { saveProject } from '../src/projects/store.ts'
import { metricsText } from '../src/observe/metrics.ts'
import { devnetChainConfig } from './chainDevnet.ts'
import { describeOnEngines, type EngineHandle } from './engines.ts'
import { signedInUser, walletWithAccount } from './paymaster-fixtures.ts'

const devnet = (inject as (key: string) => unknown)('devnet') as { rpcUrls: [string, string] }
const client = createPublicClient({ transport: http(devnet.rpcUrls[0]) })
const paymaster = { address: VERIFYING_PAYMASTER_ADDRESS }

const config = {
  paymasterSignerKey: PAYMASTER_SIGNER_KEY,
  // 31338 has no paymaster here: a chain without sponsorship
  chains: [{ ...devnetChainConfig(devnet.rpcUrls[0]), paymaster }, devnetChainConfig(devnet.rpcUrls[1], 31338)],
}

const PRO = {
  name: 'Paymaster tests',
  allowedOrigins: ['http://localhost:*'],
  plan: 'pro' as const,
  isAnalyticsEnabled: false,
}

const ALICE_KEY = `0x${'a1'.repeat(32)}` as const
const BOB_KEY = `0x${'b2'.repeat(32)}` as const
let alice: { owner: Address; account: Address }
let bob: { owner: Address; account: Address }
beforeAll(async () => {
  alice = await walletWithAccount(devnet.rpcUrls[0], ALICE_KEY)
  bob = await walletWithAccount(devnet.rpcUrls[0], BOB_KEY)
  operation.sender = alice.account
})

/** an operation as viem's paymaster client sends it after gas estimation; its sender is alice's smart account */
const operation = {
  sender: '0x1111111111111111111111111111111111111111' as string,
  nonce: '0x5',
  factory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985',
  factoryData: '0x5fbfb9cf000000000000000000000000aaaa',
  callData: '0xb61d27f6',
  callGasLimit: '0x5208',
  verificationGasLimit: '0x30d40',
  preVerificationGas: '0xc350',
  maxFeePerGas: '0x3b9aca00',
  maxPriorityFeePerGas: '0x3b9aca00',
  paymasterVerificationGasLimit: '0x186a0',
  paymasterPostOpGasLimit: '0x0',
  signature: '0x',
}

const packed = (high: string, low: string) =>
  concat([pad(toHex(BigInt(high)), { size: 16 }), pad(toHex(BigInt(low)), { size: 16 })])

/** the operation packed as the EntryPoint (and the paymaster's getHash) sees it */
function packedOperation(op: typeof operation, paymasterAndData: Hex) {
  return {
    sender: op.sender as Address,
    nonce: BigInt(op.nonce),
    initCode: concat([op.factory as Hex, op.factoryData as Hex]),
    callData: op.callData as Hex,
    accountGasLimits: packed(op.verificationGasLimit, op.callGasLimit),
    preVerificationGas: BigInt(op.preVerificationGas),
    gasFees: packed(op.maxPriorityFeePerGas, op.maxFeePerGas),
    paymasterAndData,
    signature: '0x' as Hex,
  }
}

describeOnEngines('ERC-7677 paymaster', config, (engine) => {
  let session: string
  beforeAll(async () => {
    const { db } = engine().context
    await saveProject(db, { ...PRO, id: 'sponsored', features: { sponsoredGas: true } })
    await saveProject(db, { ...PRO, id: 'unsponsored', features: {} })
    await saveProject(db, { ...PRO, id: 'basic-sponsored', plan: 'basic', features: { sponsoredGas: true } })
    session = await signedInUser(db, 'sponsored', alice.owner)
  })

  const rpc = async (
    body: unknown,
    { project = 'sponsored', chainId = 31337, raw }: { project?: string; chainId?: number; raw?: string } = {},
  ) => {
    const response = await engine().request(`/paymaster/v1/${chainId}?projectId=${project}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173', 'x-latch-session': session },
      body: raw ?? JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as any }
  }
  const call = (
    method: string,
    params: unknown[] = [operation, entryPoint07Address, '0x7a69', null],
    options?: Parameters<typeof rpc>[1],
  ) => rpc({ jsonrpc: '2.0', id: 7, method, params }, options)

  it('GET /appkit/v1/config serves sponsoredGas with the chains this cloud sponsors on, for a project with it on', async () => {
    const feature = async (project: string) =>
      ((await (await engine().request(`/appkit/v1/config?projectId=${project}`)).json()) as any).features.find(
        (f: { id: string }) => f.id === 'sponsoredGas',
      )
    expect(await feature('sponsored')).toEqual({ id: 'sponsoredGas', isEnabled: true, config: ['eip155:31337'] })
    expect(await feature('unsponsored')).toEqual({ id: 'sponsoredGas', isEnabled: false, config: [] })
    // the basic plan fixes it off
    expect(await feature('basic-sponsored')).toEqual({ id: 'sponsoredGas', isEnabled: false, config: [] })
  })

  it('pm_getPaymasterStubData: the paymaster, its gas limits and a signature-shaped stub for estimation', async () => {
    const { status, body } = await call('pm_getPaymasterStubData')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      jsonrpc: '2.0',
      id: 7,
      result: {
        paymaster: VERIFYING_PAYMASTER_ADDRESS,
        paymasterVerificationGasLimit: '0x186a0',
        paymasterPostOpGasLimit: '0x0',
        isFinal: false,
        sponsor: { name: 'Paymaster tests' },
      },
    })
    // abi.encode(validUntil, validAfter) ‖ a 65-byte signature
    expect((body.result.paymasterData.length - 2) / 2).toBe(64 + 65)
  })

  it('pm_getPaymasterData signs what the VerifyingPaymaster on chain checks: its getHash, by its verifying signer, valid for minutes', async () => {
    const { status, body } = await call('pm_getPaymasterData')
    expect(status).toBe(200)
    const {
      paymaster: address,
      paymasterData,
      paymasterVerificationGasLimit,
      paymasterPostOpGasLimit,
    } = body.result as {
      paymaster: Hex
      paymasterData: Hex
      paymasterVerificationGasLimit: Hex
      paymasterPostOpGasLimit: Hex
    }
    expect(address).toBe(VERIFYING_PAYMASTER_ADDRESS)
    const [validUntil, validAfter] = decodeAbiParameters(
      [{ type: 'uint48' }, { type: 'uint48' }],
      slice(paymasterData, 0, 64),
    )
    const now = Math.floor(Date.now() / 1000)
    expect(validAfter).toBe(0)
    expect(validUntil).toBeGreaterThan(now + SPONSORSHIP_SECONDS - 60)
    expect(validUntil).toBeLessThanOrEqual(now + SPONSORSHIP_SECONDS + 1)
    // the contract's own hash of the packed operation, with the paymaster's gas limits as the EntryPoint packs them
    const paymasterAndData: Hex = concat([
      address,
      pad(paymasterVerificationGasLimit, { size: 16 }),
      pad(paymasterPostOpGasLimit, { size: 16 }),
      paymasterData,
    ])
    const onChain = await client.readContract({
      address: VERIFYING_PAYMASTER_ADDRESS,
      abi: VERIFYING_PAYMASTER_ABI,
      functionName: 'getHash',
      args: [packedOperation(operation, paymasterAndData), validUntil, validAfter],
    })
    expect(
      await recoverAddress({ hash: hashMessage({ raw: onChain as Hex }), signature: slice(paymasterData, 64) }),
    ).toBe(PAYMASTER_SIGNER.address)
    expect(
      await client.readContract({
        address: VERIFYING_PAYMASTER_ADDRESS,
        abi: VERIFYING_PAYMASTER_ABI,
        functionName: 'verifyingSigner',
      }),
    ).toBe(PAYMASTER_SIGNER.address)
  })

  it('/metrics counts each signature and its maximum cost by chain; a stub or a refusal counts nothing', async () => {
    const counters = async () => {
      const text = (await metricsText()).body
      const read = (name: string) =>
        BigInt(new RegExp(`^${name}\\{chain_id="31337"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? '0')
      return { signatures: read('latch_paymaster_signatures_total'), spend: read('latch_paymaster_spend_wei_total') }
    }
    const before = await counters()
    expect((await call('pm_getPaymasterStubData')).body.result).toBeDefined()
    expect((await call('pm_getPaymasterData', undefined, { project: 'unsponsored' })).body.error).toBeDefined()
    expect(await counters()).toEqual(before)
    const { body } = await call('pm_getPaymasterData')
    const signed = {
      ...operation,
      paymasterVerificationGasLimit: body.result.paymasterVerificationGasLimit,
      paymasterPostOpGasLimit: body.result.paymasterPostOpGasLimit,
    }
    const gas = [
      'callGasLimit',
      'verificationGasLimit',
      'preVerificationGas',
      'paymasterVerificationGasLimit',
      'paymasterPostOpGasLimit',
    ] as const
    const maximumCost = gas.reduce((sum, field) => sum + BigInt(signed[field]), 0n) * BigInt(operation.maxFeePerGas)
    expect(await counters()).toEqual({ signatures: before.signatures + 1n, spend: before.spend + maximumCost })
  })

  it('refuses a project with sponsored gas off, a basic project, and an unknown project, before anything else', async () => {
    for (const project of ['unsponsored', 'basic-sponsored']) {
      const { status, body } = await call('pm_getPaymasterData', undefined, { project })
      expect(status).toBe(200)
      expect(body).toEqual({
        jsonrpc: '2.0',
        id: 7,
        error: { code: PAYMASTER_ERRORS.refused, message: 'Gas sponsorship is not enabled for this project' },
      })
    }
    expect((await call('pm_getPaymasterData', undefined, { project: 'nobody' })).body).toEqual({
      error: 'Unauthorized: invalid key',
    })
  })

  it('refuses a chain without a paymaster, a chain id other than the path’s, and another EntryPoint', async () => {
    expect(
      (await call('pm_getPaymasterStubData', [operation, entryPoint07Address, '0x7a6a', null], { chainId: 31338 })).body
        .error,
    ).toEqual({
      code: PAYMASTER_ERRORS.refused,
      message: PAYMASTER_TEXTS.noPaymaster(31338),
    })
    expect(
      (await call('pm_getPaymasterData', [operation, entryPoint07Address, '0x7a6a', null])).body.error.message,
    ).toBe('The request names chain 31338, but this endpoint sponsors chain 31337')
    const v06 = '0x5FF137D4b0FDCD49DcA30c7CF57E578a026d2789'
    expect((await call('pm_getPaymasterData', [operation, v06, '0x7a69', null])).body.error.message).toBe(
      `Unsupported EntryPoint ${v06}: this paymaster is bound to ${entryPoint07Address} (v0.7)`,
    )
  })

  it('refuses to sign an operation that could cost the deposit more than the chain limit (gas limits × maxFeePerGas)', async () => {
    // (0x5208 + 0x30d40 + 0xc350 + 100000) × 1000 gwei = 0.371 ETH, over the 0.05 ETH default
    const costly = { ...operation, maxFeePerGas: '0xe8d4a51000' }
    const { body } = await call('pm_getPaymasterData', [costly, entryPoint07Address, '0x7a69', null])
    expect(body.error).toEqual({
      code: PAYMASTER_ERRORS.refused,
      message:
        "The operation could cost 371000000000000000 wei of gas, over this paymaster's limit of 50000000000000000 wei per operation",
    })
  })

  it('bad bodies get JSON-RPC errors that name the field', async () => {
    expect((await rpc(undefined, { raw: '{nope' })).body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: PAYMASTER_ERRORS.parse, message: 'Body is not valid JSON' },
    })
    const method = await rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendTransaction',
      params: [operation, entryPoint07Address, '0x7a69'],
    })
    expect(method.body.error.code).toBe(PAYMASTER_ERRORS.invalidParams)
    expect(method.body.error.message).toMatch(
      /^Invalid request: method: a paymaster method: pm_getPaymasterStubData or pm_getPaymasterData/,
    )
    const sender = await call('pm_getPaymasterData', [
      { ...operation, sender: '0x12' },
      entryPoint07Address,
      '0x7a69',
      null,
    ])
    expect(sender.body).toMatchObject({
      id: 7,
      error: { code: PAYMASTER_ERRORS.invalidParams, message: 'Invalid request: params.0.sender: an address' },
    })
    const missing = await call('pm_getPaymasterData', [operation])
    expect(missing.body.error.message).toMatch(/^Invalid request: params\.1/)
    expect(
      (
        await rpc(
          { jsonrpc: '2.0', id: 1, method: 'pm_getPaymasterData', params: [] },
          { chainId: 'x' as unknown as number },
        )
      ).body,
    ).toEqual({
      error: 'chainId: an EVM chain id like 31337',
    })
  })
})

describeOnEngines(
  'ERC-7677 paymaster without a verifying signer',
  { chains: [{ ...devnetChainConfig(devnet.rpcUrls[0]), paymaster }] },
  (engine) => {
    it('sponsors nowhere: the project setting alone is not enough', async () => {
      await saveProject(engine().context.db, { ...PRO, id: 'sponsored', features: { sponsoredGas: true } })
      const response = await engine().request('/paymaster/v1/31337?projectId=sponsored', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'pm_getPaymasterStubData',
          params: [operation, entryPoint07Address, '0x7a69', null],
        }),
      })
      expect((await response.json()).error).toEqual({
        code: PAYMASTER_ERRORS.refused,
        message: PAYMASTER_TEXTS.notEnabled,
      })
    })
  },
)

// room for exactly two of `operation`: (21,000 + 200,000 + 50,000 + 100,000 paymaster) gas × 1 gwei = 371,000 gwei each
const BUDGET = '742000000000000'
const ADMIN_TOKEN = 'paymaster-admin-token-0123456789'
describeOnEngines(
  'ERC-7677 paymaster with a daily budget per project',
  {
    ...config,
    adminToken: ADMIN_TOKEN,
    chains: [{ ...devnetChainConfig(devnet.rpcUrls[0]), paymaster: { ...paymaster, projectDailyBudget: BUDGET } }],
  },
  (engine) => {
    const ask = async (method: string, project: string) => {
      const response = await engine().request(`/paymaster/v1/31337?projectId=${project}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:5173',
          'x-latch-session': sessions.get(project)!,
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method,
          params: [operation, entryPoint07Address, '0x7a69', null],
        }),
      })
      return (await response.json()) as { result?: { paymasterData: Hex }; error?: { code: number; message: string } }
    }
    const spentError = { code: PAYMASTER_ERRORS.refused, message: PAYMASTER_TEXTS.budgetSpent(31337, BigInt(BUDGET)) }
    const sessions = new Map<string, string>()
    beforeAll(async () => {
      for (const id of ['first', 'second', 'racing', 'own']) {
        await saveProject(engine().context.db, { ...PRO, id, features: { sponsoredGas: true } })
        sessions.set(id, await signedInUser(engine().context.db, id, alice.owner))
      }
    })

    it('signs a project’s operations until their maximum costs reach its budget for the day; then refuses stub and data, and other projects go on', async () => {
      expect((await ask('pm_getPaymasterData', 'first')).result?.paymasterData).toMatch(/^0x/)
      expect((await ask('pm_getPaymasterData', 'first')).result?.paymasterData).toMatch(/^0x/)
      expect((await ask('pm_getPaymasterData', 'first')).error).toEqual(spentError)
      expect((await ask('pm_getPaymasterStubData', 'first')).error).toEqual(spentError)
      expect((await ask('pm_getPaymasterData', 'second')).result?.paymasterData).toMatch(/^0x/)
      // the next UTC day starts a new budget
      const { context } = engine()
      const today = context.now
      context.now = () => new Date(today().getTime() + 24 * 60 * 60 * 1000)
      try {
        expect((await ask('pm_getPaymasterStubData', 'first')).result?.paymasterData).toMatch(/^0x/)
        expect((await ask('pm_getPaymasterData', 'first')).result?.paymasterData).toMatch(/^0x/)
      } finally {
        context.now = today
      }
    })

    it('the admin API shows the operator each sponsoring chain today: what the project spent of its budget', async () => {
      const sponsorship = (project: string, token = ADMIN_TOKEN) =>
        engine().request(`/admin/projects/${project}/sponsorship`, { headers: { authorization: `Bearer ${token}` } })
      const response = await sponsorship('first')
      expect(response.status).toBe(200)
      // two operations today (the test before this one also spent a third, tomorrow)
      expect(await response.json()).toEqual({
        data: [
          {
            chainId: 31337,
            name: 'Latch Devnet',
            symbol: 'ETH',
            decimals: 18,
            spentWei: BUDGET,
            budgetWei: BUDGET,
            defaultBudgetWei: BUDGET,
            ownBudget: false,
            targets: [],
          },
        ],
      })
      expect(((await (await sponsorship('second')).json()) as { data: { spentWei: string }[] }).data[0]?.spentWei).toBe(
        '371000000000000',
      )
      expect((await sponsorship('nobody')).status).toBe(404)
      expect((await sponsorship('first', 'wrong-token-0123456789')).status).toBe(401)
    })

    it('the operator gives a project its own daily budget on a chain: the paymaster signs up to it, a bad budget changes nothing, and without it the project is back on the default', async () => {
      const admin = (method: string, path: string, body?: unknown) =>
        engine().request(`/admin/projects/${path}`, {
          method,
          headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })
      type Row = { budgetWei: string; defaultBudgetWei: string; ownBudget: boolean; spentWei: string }
      const rowOf = async (response: Response) => ((await response.json()) as { data: Row[] }).data[0]
      // room for one operation of 371,000 gwei, where the chain's default has room for two
      const ONE = '371000000000000'
      const set = await admin('PUT', 'own/sponsorship/31337', { budgetWei: ONE })
      expect(set.status).toBe(200)
      expect(await rowOf(set)).toEqual({
        chainId: 31337,
        name: 'Latch Devnet',
        symbol: 'ETH',
        decimals: 18,
        spentWei: '0',
        budgetWei: ONE,
        defaultBudgetWei: BUDGET,
        ownBudget: true,
        targets: [],
      })
      expect((await ask('pm_getPaymasterData', 'own')).result?.paymasterData).toMatch(/^0x/)
      expect((await ask('pm_getPaymasterData', 'own')).error).toEqual({
        code: PAYMASTER_ERRORS.refused,
        message: PAYMASTER_TEXTS.budgetSpent(31337, BigInt(ONE)),
      })

      for (const budgetWei of ['-1', '1e18', '0x10', '1'.repeat(25), 7]) {
        const refused = await admin('PUT', 'own/sponsorship/31337', { budgetWei })
        expect(refused.status).toBe(400)
        expect(((await refused.json()) as { error: string }).error).toMatch(/^budgetWei: /)
      }
      expect((await admin('PUT', 'own/sponsorship/31337', { budgetWei: ONE, extra: true })).status).toBe(400)
      const elsewhere = await admin('PUT', 'own/sponsorship/31338', { budgetWei: ONE })
      expect(elsewhere.status).toBe(404)
      expect(await elsewhere.json()).toEqual({ error: PAYMASTER_TEXTS.noPaymaster(31338) })
      expect((await admin('PUT', 'nobody/sponsorship/31337', { budgetWei: ONE })).status).toBe(404)
      expect(
        (
          await engine().request('/admin/projects/own/sponsorship/31337', {
            method: 'DELETE',
            headers: { authorization: 'Bearer wrong-token-0123456789' },
          })
        ).status,
      ).toBe(401)
      expect(await rowOf(await admin('GET', 'own/sponsorship'))).toMatchObject({
        budgetWei: ONE,
        ownBudget: true,
        spentWei: ONE,
      })

      // back on the chain's default: room for a second operation today
      expect(await rowOf(await admin('DELETE', 'own/sponsorship/31337'))).toMatchObject({
        budgetWei: BUDGET,
        ownBudget: false,
        spentWei: ONE,
      })
      expect((await admin('DELETE', 'own/sponsorship/31337')).status).toBe(200)
      expect((await ask('pm_getPaymasterData', 'own')).result?.paymasterData).toMatch(/^0x/)
      // 0: nothing sponsored there, refused before the wallet asks its user
      await admin('PUT', 'own/sponsorship/31337', { budgetWei: '0' })
      expect((await ask('pm_getPaymasterStubData', 'own')).error).toEqual({
        code: PAYMASTER_ERRORS.refused,
        message: PAYMASTER_TEXTS.budgetSpent(31337, 0n),
      })

      // a project deleted and made again under its id starts from the default (its user signed out first: a project with
      // signed-in sessions is still in use)
      await engine().context.db.deleteFrom('auth_sessions').where('project_id', '=', 'own').execute()
      expect((await admin('DELETE', 'own')).status).toBe(200)
      await saveProject(engine().context.db, { ...PRO, id: 'own', features: { sponsoredGas: true } })
      expect(await rowOf(await admin('GET', 'own/sponsorship'))).toMatchObject({ budgetWei: BUDGET, ownBudget: false })
    })

    it('requests racing for the last of a budget: exactly as many are signed as it has room for', async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => ask('pm_getPaymasterData', 'racing')))
      expect(answers.filter((answer) => answer.result).length).toBe(2)
      expect(answers.filter((answer) => answer.error).map((answer) => answer.error)).toEqual(Array(4).fill(spentError))
    })
  },
)

// room for one `operation` per user a day, and for three in the project
const ONE_OPERATION = '371000000000000'
const who = {
  ...config,
  adminToken: ADMIN_TOKEN,
  chains: [
    {
      ...devnetChainConfig(devnet.rpcUrls[0]),
      paymaster: { ...paymaster, projectDailyBudget: '1113000000000000', userDailyBudget: ONE_OPERATION },
    },
  ],
}
describeOnEngines('ERC-7677 paymaster sponsors only the smart accounts of its signed-in users', who, (engine) => {
  const sessions: Record<'alice' | 'bob' | 'elsewhere', string> = { alice: '', bob: '', elsewhere: '' }
  beforeAll(async () => {
    const { db } = engine().context
    for (const id of ['users', 'other']) await saveProject(db, { ...PRO, id, features: { sponsoredGas: true } })
    sessions.alice = await signedInUser(db, 'users', alice.owner)
    sessions.bob = await signedInUser(db, 'users', bob.owner)
    sessions.elsewhere = await signedInUser(db, 'other', alice.owner)
  })

  const ask = async (
    method: string,
    { session, sender = alice.account, project = 'users' }: { session?: string; sender?: string; project?: string },
  ) => {
    const response = await engine().request(`/paymaster/v1/31337?projectId=${project}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(session === undefined ? {} : { 'x-latch-session': session }) },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method,
        params: [{ ...operation, sender }, entryPoint07Address, '0x7a69', null],
      }),
    })
    return (await response.json()) as { result?: { paymasterData: Hex }; error?: { code: number; message: string } }
  }
  const refused = (message: string) => ({ code: PAYMASTER_ERRORS.refused, message })
  const spent = (project = 'users') =>
    sponsorshipSpent(engine().context.db, { projectId: project, chainId: 31337, now: new Date() })

  it('no session: stub and data are refused, and nothing is charged', async () => {
    for (const method of ['pm_getPaymasterStubData', 'pm_getPaymasterData']) {
      expect((await ask(method, {})).error).toEqual(refused(SPONSORED_USER_TEXTS.noSession))
      expect((await ask(method, { session: 'not a session' })).error).toEqual(refused(SPONSORED_USER_TEXTS.notLive))
      expect((await ask(method, { session: 'A'.repeat(43) })).error).toEqual(refused(SPONSORED_USER_TEXTS.notLive))
    }
    expect(await spent()).toBe(0n)
  })

  it("another project's session, or a session that ended, is no proof here", async () => {
    expect((await ask('pm_getPaymasterData', { session: sessions.elsewhere })).error).toEqual(
      refused(SPONSORED_USER_TEXTS.notLive),
    )
    const ended = await signedInUser(engine().context.db, 'users', alice.owner)
    await engine()
      .context.db.updateTable('auth_sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', hashToken(ended))
      .execute()
    expect((await ask('pm_getPaymasterData', { session: ended })).error).toEqual(refused(SPONSORED_USER_TEXTS.notLive))
    const signedOut = await signedInUser(engine().context.db, 'users', alice.owner)
    await engine().context.db.deleteFrom('auth_sessions').where('token_hash', '=', hashToken(signedOut)).execute()
    expect((await ask('pm_getPaymasterData', { session: signedOut })).error).toEqual(
      refused(SPONSORED_USER_TEXTS.notLive),
    )
    expect(await spent()).toBe(0n)
  })

  it("a signed-in user asking for someone else's account, their own key or any address is refused; nothing is charged", async () => {
    for (const sender of [bob.account, alice.owner, '0x1111111111111111111111111111111111111111']) {
      expect((await ask('pm_getPaymasterData', { session: sessions.alice, sender })).error).toEqual(
        refused(SPONSORED_USER_TEXTS.notTheirs(sender)),
      )
    }
    expect((await ask('pm_getPaymasterStubData', { session: sessions.bob, sender: alice.account })).error).toEqual(
      refused(SPONSORED_USER_TEXTS.notTheirs(alice.account)),
    )
    expect(await spent()).toBe(0n)
  })

  it("each user's daily cap: alice's second operation is refused while bob's goes on; the refused one charges nothing", async () => {
    expect((await ask('pm_getPaymasterData', { session: sessions.alice })).result?.paymasterData).toMatch(/^0x/)
    const capped = refused(PAYMASTER_TEXTS.userBudgetSpent(31337, BigInt(ONE_OPERATION)))
    expect((await ask('pm_getPaymasterData', { session: sessions.alice })).error).toEqual(capped)
    expect((await ask('pm_getPaymasterStubData', { session: sessions.alice })).error).toEqual(capped)
    expect(
      (await ask('pm_getPaymasterData', { session: sessions.bob, sender: bob.account })).result?.paymasterData,
    ).toMatch(/^0x/)
    expect(await spent()).toBe(2n * BigInt(ONE_OPERATION))
    const db = engine().context.db
    expect(
      await userSponsorshipSpent(db, { projectId: 'users', chainId: 31337, now: new Date(), account: alice.account }),
    ).toBe(BigInt(ONE_OPERATION))
    // the same account in another project has its own cap there
    expect(
      (await ask('pm_getPaymasterData', { session: sessions.elsewhere, project: 'other' })).result?.paymasterData,
    ).toMatch(/^0x/)
  })

  it('a sign-in session (SIWX) proves its account: the smart account its key owns is sponsored, no other', async () => {
    const carol = privateKeyToAccount(`0x${'c3'.repeat(32)}`)
    const session = await siwxSession(engine(), 'users', carol)
    const { account } = await walletWithAccount(devnet.rpcUrls[0], `0x${'c3'.repeat(32)}`)
    expect((await ask('pm_getPaymasterData', { session, sender: account })).result?.paymasterData).toMatch(/^0x/)
    expect((await ask('pm_getPaymasterData', { session, sender: bob.account })).error).toEqual(
      refused(SPONSORED_USER_TEXTS.notTheirs(bob.account)),
    )
  })
})

/** a sign-in session of `projectId` for `signer` from an EIP-4361 message, as the modal creates it: its id */
async function siwxSession(
  handle: EngineHandle,
  projectId: string,
  signer: ReturnType<typeof privateKeyToAccount>,
): Promise<string> {
  const post = async (path: string, body?: unknown) =>
    (await (
      await handle.request(`${path}?projectId=${projectId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    ).json()) as Record<string, string>
  const { nonce } = await post('/v1/sessions/nonce')
  const fields = {
    address: signer.address,
    chainId: 31337,
    domain: 'localhost:5173',
    uri: 'http://localhost:5173/',
    version: '1' as const,
    nonce: nonce!,
    issuedAt: new Date(),
  }
  const message = createSiweMessage(fields)
  const answer = await post('/v1/sessions', {
    ...fields,
    chainId: 'eip155:31337',
    accountAddress: signer.address,
    issuedAt: fields.issuedAt.toISOString(),
    message,
    signature: await signer.signMessage({ message }),
  })
  if (!answer.id) throw new Error(`no sign-in session: ${JSON.stringify(answer)}`)
  return answer.id
}

describeOnEngines(
  'ERC-7677 paymaster holds a reservation only while its signature is valid',
  { ...config, chains: [{ ...devnetChainConfig(devnet.rpcUrls[0]), paymaster }] },
  (engine) => {
    it('a signature that expired unused gives its reservation back once the indexer has read the chain past its validUntil', async () => {
      const { context } = engine()
      await saveProject(context.db, { ...PRO, id: 'reserving', features: { sponsoredGas: true } })
      const session = await signedInUser(context.db, 'reserving', alice.owner)
      const ask = async () => {
        const response = await engine().request('/paymaster/v1/31337?projectId=reserving', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-latch-session': session },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'pm_getPaymasterData',
            params: [operation, entryPoint07Address, '0x7a69', null],
          }),
        })
        return (await response.json()) as { result?: { paymasterData: Hex } }
      }
      // two signing times: the first a little more than a signature's validity ago (the chain's latest block is past
      // its validUntil), the second now; near midnight they count on two UTC days, so what they hold is read on both
      const today = context.now
      const now = today()
      const earlier = new Date(now.getTime() - (SPONSORSHIP_SECONDS + 30) * 1000)
      const days = dayOf(earlier) === dayOf(now) ? [now] : [earlier, now]
      const sum = (amounts: bigint[]) => amounts.reduce((total, amount) => total + amount, 0n)
      const day = (when: Date) => ({ projectId: 'reserving', chainId: 31337, now: when })
      const held = async () => sum(await Promise.all(days.map((when) => sponsorshipSpent(context.db, day(when)))))
      const heldByAlice = async () =>
        sum(
          await Promise.all(
            days.map((when) => userSponsorshipSpent(context.db, { ...day(when), account: alice.account })),
          ),
        )
      try {
        context.now = () => earlier
        expect((await ask()).result?.paymasterData).toMatch(/^0x/)
        // a valid one is signed now and stays held
        context.now = () => now
        expect((await ask()).result?.paymasterData).toMatch(/^0x/)
      } finally {
        context.now = today
      }
      expect(await held()).toBe(2n * 371_000_000_000_000n)
      // a block now: the chain's time is past the first signature's validUntil, not the second's
      await createTestClient({ mode: 'anvil', transport: http(devnet.rpcUrls[0]) }).mine({ blocks: 1 })
      for (
        let pass = await indexChainOnce(context, 31337, { batchSize: 2000 });
        !pass.caughtUp;
        pass = await indexChainOnce(context, 31337, { batchSize: 2000 })
      );
      expect(await held()).toBe(371_000_000_000_000n)
      expect(await heldByAlice()).toBe(371_000_000_000_000n)
      const states = await context.db
        .selectFrom('sponsorship_reservations')
        .select('state')
        .where('project_id', '=', 'reserving')
        .orderBy('valid_until')
        .execute()
      expect(states.map((row) => row.state)).toEqual(['released', 'held'])
    }, 120_000)
  },
)

const safeAbi = parseAbi([
  'function executeUserOpWithErrorString(address to, uint256 value, bytes data, uint8 operation)',
  'function multiSend(bytes transactions)',
])
/** the smart account's callData as the frame's wallet encodes it: one call, or a batch through MultiSendCallOnly */
function callDataOf(
  calls: { to: Address; operation?: 0 | 1 }[],
  batchTo: Address = SAFE_ADDRESSES.multiSendCallOnlyAddress,
): Hex {
  if (calls.length === 1)
    return encodeFunctionData({
      abi: safeAbi,
      functionName: 'executeUserOpWithErrorString',
      args: [calls[0]!.to, 0n, '0x', calls[0]!.operation ?? 0],
    })
  const packed = concat(
    calls.map((call) =>
      encodePacked(
        ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
        [call.operation ?? 0, call.to, 0n, 4n, '0xa9059cbb'],
      ),
    ),
  )
  return encodeFunctionData({
    abi: safeAbi,
    functionName: 'executeUserOpWithErrorString',
    args: [batchTo, 0n, encodeFunctionData({ abi: safeAbi, functionName: 'multiSend', args: [packed] }), 1],
  })
}

describeOnEngines(
  'ERC-7677 paymaster with an allow-list of target contracts',
  { ...config, adminToken: ADMIN_TOKEN },
  (engine) => {
    const ALLOWED = '0x00000000000000000000000000000000000000A1' as Address
    const OTHER = '0x00000000000000000000000000000000000000b2' as Address
    let session: string
    beforeAll(async () => {
      await saveProject(engine().context.db, { ...PRO, id: 'listed', features: { sponsoredGas: true } })
      session = await signedInUser(engine().context.db, 'listed', alice.owner)
    })
    const admin = async (body: unknown, chainId = 31337) =>
      engine().request(`/admin/projects/listed/sponsorship/${chainId}/targets`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const ask = async (callData: Hex, method = 'pm_getPaymasterData') => {
      const response = await engine().request('/paymaster/v1/31337?projectId=listed', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-latch-session': session },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method,
          params: [{ ...operation, callData }, entryPoint07Address, '0x7a69', null],
        }),
      })
      return (await response.json()) as { result?: { paymasterData: Hex }; error?: { code: number; message: string } }
    }
    const refused = (message: string) => ({ code: PAYMASTER_ERRORS.refused, message })

    it('with a list, only calls to listed contracts are sponsored: one call or a batch, each call checked; nothing is charged for a refusal', async () => {
      const set = await admin({ targets: [ALLOWED.toLowerCase()] })
      expect(set.status).toBe(200)
      expect(((await set.json()) as { data: { targets: string[] }[] }).data[0]?.targets).toEqual([ALLOWED])
      expect((await ask(callDataOf([{ to: ALLOWED }]))).result?.paymasterData).toMatch(/^0x/)
      expect((await ask(callDataOf([{ to: ALLOWED }, { to: ALLOWED }]))).result?.paymasterData).toMatch(/^0x/)
      const spentBefore = await sponsorshipSpent(engine().context.db, {
        projectId: 'listed',
        chainId: 31337,
        now: new Date(),
      })
      for (const method of ['pm_getPaymasterStubData', 'pm_getPaymasterData']) {
        expect((await ask(callDataOf([{ to: OTHER }]), method)).error).toEqual(
          refused(PAYMASTER_TEXTS.targetNotAllowed(OTHER)),
        )
      }
      expect((await ask(callDataOf([{ to: ALLOWED }, { to: OTHER }]))).error).toEqual(
        refused(PAYMASTER_TEXTS.targetNotAllowed(OTHER)),
      )
      // what the paymaster cannot read is refused: a delegate call elsewhere, a batch making a delegate call, no call
      expect((await ask(callDataOf([{ to: ALLOWED, operation: 1 }]))).error).toEqual(
        refused(PAYMASTER_TEXTS.callsUnreadable),
      )
      expect((await ask(callDataOf([{ to: ALLOWED }, { to: ALLOWED }], ALLOWED))).error).toEqual(
        refused(PAYMASTER_TEXTS.callsUnreadable),
      )
      expect((await ask(callDataOf([{ to: ALLOWED }, { to: ALLOWED, operation: 1 }]))).error).toEqual(
        refused(PAYMASTER_TEXTS.callsUnreadable),
      )
      expect((await ask('0x')).error).toEqual(refused(PAYMASTER_TEXTS.callsUnreadable))
      expect(
        await sponsorshipSpent(engine().context.db, { projectId: 'listed', chainId: 31337, now: new Date() }),
      ).toBe(spentBefore)
    })

    it('an empty list allows any target again; a bad list changes nothing', async () => {
      for (const body of [
        { targets: ['0x12'] },
        { targets: 'all' },
        { targets: Array(101).fill(ALLOWED) },
        { targets: [], extra: 1 },
      ]) {
        expect((await admin(body)).status).toBe(400)
      }
      expect((await admin({ targets: [ALLOWED] }, 31338)).status).toBe(404)
      expect((await ask(callDataOf([{ to: OTHER }]))).error?.message).toBe(PAYMASTER_TEXTS.targetNotAllowed(OTHER))
      const cleared = await admin({ targets: [] })
      expect(((await cleared.json()) as { data: { targets: string[] }[] }).data[0]?.targets).toEqual([])
      expect((await ask(callDataOf([{ to: OTHER }]))).result?.paymasterData).toMatch(/^0x/)
      expect((await ask('0x')).result?.paymasterData).toMatch(/^0x/)
    })
  },
)
