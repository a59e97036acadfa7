// The paymaster under attack, scripted against a running cloud (its own process, as `latch-cloud` runs) on both
// engines: an attacker knows the project id (every page that uses Latch carries it) and may sign in like anyone.
// Each `it` is one attack; what it may spend of the operator's deposit is read back from the admin API.
import { PAYMASTER_SIGNER_KEY, VERIFYING_PAYMASTER_ADDRESS } from '@latch/devnet'
import { type Address, encodeFunctionData, type Hex, parseAbi } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { PAYMASTER_ERRORS } from '../../src/paymaster/routes.ts'
import { PAYMASTER_TEXTS } from '../../src/paymaster/sponsor.ts'
import { SPONSORED_USER_TEXTS } from '../../src/paymaster/sponsoredUser.ts'
import { devnetChainConfig } from '../chainDevnet.ts'
import { type CloudProcess, startCloudProcess } from '../cloud-process.ts'
import { ENGINES, freshDatabase } from '../engines.ts'
import { walletWithAccount } from '../paymaster-fixtures.ts'

const devnet = (inject as (key: string) => unknown)('devnet') as { rpcUrls: [string, string] }
const ADMIN_TOKEN = 'paymaster-attacks-admin-0123456789'
const ORIGIN = 'http://localhost:5173'
// (21,000 + 200,000 + 50,000 + 100,000 paymaster) gas × 1 gwei: what one operation below may cost at most
const ONE_OPERATION = 371_000_000_000_000n
const USER_CAP = 2n * ONE_OPERATION

const operation = (sender: string, callData: Hex = '0x') => ({
  sender,
  nonce: '0x0',
  callData,
  callGasLimit: '0x5208',
  verificationGasLimit: '0x30d40',
  preVerificationGas: '0xc350',
  maxFeePerGas: '0x3b9aca00',
  maxPriorityFeePerGas: '0x3b9aca00',
})
const randomAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address
const refused = (message: string) => ({ code: PAYMASTER_ERRORS.refused, message })

for (const engine of ENGINES) {
  describe(`paymaster attacks against a running cloud [${engine}]`, () => {
    let cloud: CloudProcess

    beforeAll(async () => {
      const database = freshDatabase(engine)
      cloud = await startCloudProcess({
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { LATCH_CLOUD_DATA_DIR: database.dataDir }),
        LATCH_CLOUD_PORT: '0',
        LATCH_ADMIN_TOKEN: ADMIN_TOKEN,
        LATCH_PAYMASTER_SIGNER_KEY: PAYMASTER_SIGNER_KEY,
        LATCH_CHAINS: JSON.stringify([
          {
            ...devnetChainConfig(devnet.rpcUrls[0]),
            paymaster: { address: VERIFYING_PAYMASTER_ADDRESS, userDailyBudget: String(USER_CAP) },
          },
        ]),
      })
      for (const id of ['victim-app', 'other-app']) {
        const created = await admin('POST', '/admin/projects', {
          id,
          name: id,
          allowedOrigins: ['http://localhost:*'],
          plan: 'pro',
          features: { sponsoredGas: true },
        })
        expect(created.status).toBe(201)
      }
    }, 240_000)
    afterAll(() => cloud?.stop())

    const admin = (method: string, path: string, body?: unknown) =>
      fetch(`${cloud.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    const spent = async (project = 'victim-app') =>
      BigInt(
        (
          (await (await admin('GET', `/admin/projects/${project}/sponsorship`)).json()) as {
            data: { spentWei: string }[]
          }
        ).data[0]!.spentWei,
      )

    async function sponsor(
      sender: string,
      {
        session,
        project = 'victim-app',
        method = 'pm_getPaymasterData',
        callData,
      }: { session?: string; project?: string; method?: string; callData?: Hex } = {},
    ) {
      const response = await fetch(`${cloud.url}/paymaster/v1/31337?projectId=${project}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: ORIGIN,
          ...(session === undefined ? {} : { 'x-latch-session': session }),
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method,
          params: [operation(sender, callData), entryPoint07Address, '0x7a69', null],
        }),
      })
      return (await response.json()) as { result?: { paymasterData: Hex }; error?: { code: number; message: string } }
    }

    /** signs in with X (EIP-4361) as the modal does: the session's id */
    async function signIn(key: Hex, project = 'victim-app'): Promise<string> {
      const post = async (path: string, body?: unknown) =>
        (await (
          await fetch(`${cloud.url}${path}?projectId=${project}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: ORIGIN },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          })
        ).json()) as Record<string, string>
      const signer = privateKeyToAccount(key)
      const { nonce } = await post('/v1/sessions/nonce')
      const fields = {
        address: signer.address,
        chainId: 31337,
        domain: 'localhost:5173',
        uri: `${ORIGIN}/`,
        version: '1' as const,
        nonce: nonce!,
        issuedAt: new Date(),
      }
      const message = createSiweMessage(fields)
      const session = await post('/v1/sessions', {
        ...fields,
        chainId: 'eip155:31337',
        accountAddress: signer.address,
        issuedAt: fields.issuedAt.toISOString(),
        message,
        signature: await signer.signMessage({ message }),
      })
      if (!session.id) throw new Error(`sign-in refused: ${JSON.stringify(session)}`)
      return session.id
    }

    it('20 random senders with no session spend nothing, and a real user is still sponsored after them', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => sponsor(randomAddress())))
      expect(answers.map((answer) => answer.error)).toEqual(Array(20).fill(refused(SPONSORED_USER_TEXTS.noSession)))
      expect(answers.every((answer) => answer.result === undefined)).toBe(true)
      expect(await spent()).toBe(0n)
      const user = generatePrivateKey()
      const { account } = await walletWithAccount(devnet.rpcUrls[0], user)
      expect((await sponsor(account, { session: await signIn(user) })).result?.paymasterData).toMatch(/^0x/)
      expect(await spent()).toBe(ONE_OPERATION)
    })

    it('guessed and forged session headers spend nothing', async () => {
      const before = await spent()
      for (const session of ['A'.repeat(43), 'x', `${'0'.repeat(40)}'--`, generatePrivateKey().slice(2, 45)]) {
        expect((await sponsor(randomAddress(), { session })).error).toEqual(refused(SPONSORED_USER_TEXTS.notLive))
      }
      expect(await spent()).toBe(before)
    })

    it("a session of another project spends nothing here: the attacker's own app cannot draw on the victim's budget", async () => {
      const attacker = generatePrivateKey()
      const elsewhere = await signIn(attacker, 'other-app')
      const { account } = await walletWithAccount(devnet.rpcUrls[0], attacker)
      const before = await spent()
      expect((await sponsor(account, { session: elsewhere })).error).toEqual(refused(SPONSORED_USER_TEXTS.notLive))
      expect(await spent()).toBe(before)
    })

    it('a signed-in attacker asking for 20 random senders spends nothing', async () => {
      const session = await signIn(generatePrivateKey())
      const before = await spent()
      const senders = Array.from({ length: 20 }, randomAddress)
      const answers = await Promise.all(senders.map((sender) => sponsor(sender, { session })))
      expect(answers.map((answer) => answer.error)).toEqual(
        senders.map((sender) => refused(SPONSORED_USER_TEXTS.notTheirs(sender))),
      )
      expect(await spent()).toBe(before)
    })

    it("a signed-in attacker asking for a victim's smart account spends nothing", async () => {
      const victim = await walletWithAccount(devnet.rpcUrls[0], generatePrivateKey())
      const session = await signIn(generatePrivateKey())
      const before = await spent()
      for (const sender of [victim.account, victim.owner]) {
        expect((await sponsor(sender, { session })).error).toEqual(refused(SPONSORED_USER_TEXTS.notTheirs(sender)))
      }
      expect(await spent()).toBe(before)
    })

    it("with an allow-list, a signed-in user's call to another contract, or a delegate call, spends nothing", async () => {
      const allowed = '0x00000000000000000000000000000000000000A1'
      expect(
        (await admin('PUT', '/admin/projects/other-app/sponsorship/31337/targets', { targets: [allowed] })).status,
      ).toBe(200)
      const key = generatePrivateKey()
      const session = await signIn(key, 'other-app')
      const { account } = await walletWithAccount(devnet.rpcUrls[0], key)
      const elsewhere = randomAddress()
      expect((await sponsor(account, { session, project: 'other-app', callData: callTo(elsewhere) })).error).toEqual(
        refused(PAYMASTER_TEXTS.targetNotAllowed(elsewhere)),
      )
      expect((await sponsor(account, { session, project: 'other-app', callData: callTo(allowed, 1) })).error).toEqual(
        refused(PAYMASTER_TEXTS.callsUnreadable),
      )
      expect(await spent('other-app')).toBe(0n)
      expect(
        (await sponsor(account, { session, project: 'other-app', callData: callTo(allowed) })).result?.paymasterData,
      ).toMatch(/^0x/)
    })

    it("one signed-in user cannot spend more than their daily cap of the project's budget, racing or not", async () => {
      const key = generatePrivateKey()
      const session = await signIn(key)
      const { account } = await walletWithAccount(devnet.rpcUrls[0], key)
      const before = await spent()
      const answers = await Promise.all(Array.from({ length: 6 }, () => sponsor(account, { session })))
      expect(answers.filter((answer) => answer.result).length).toBe(2)
      expect(answers.filter((answer) => answer.error).map((answer) => answer.error)).toEqual(
        Array(4).fill(refused(PAYMASTER_TEXTS.userBudgetSpent(31337, USER_CAP))),
      )
      expect(await spent()).toBe(before + USER_CAP)
    })
  })
}

const executeAbi = parseAbi([
  'function executeUserOpWithErrorString(address to, uint256 value, bytes data, uint8 operation)',
])
const callTo = (to: Address, operation: 0 | 1 = 0) =>
  encodeFunctionData({ abi: executeAbi, functionName: 'executeUserOpWithErrorString', args: [to, 0n, '0x', operation] })
