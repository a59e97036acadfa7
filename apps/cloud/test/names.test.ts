// Offchain names registered by signed messages (SPEC §5 name rules, §7 profile calls, §8 name errors), both engines.
import { DEV_ACCOUNTS } from '@latch/devnet'
import { TEXTS } from '@latch/core'
import { nameErrorMessage, nameCoinType } from '@latch/core/internal'
import { getAddress } from 'viem'
import { beforeAll, expect, it } from 'vitest'
import { REASONS } from '../src/names/rules.ts'
import { createTestProject, withProject } from './chainDevnet.ts'
import { describeOnEngines } from './engines.ts'

const alice = DEV_ACCOUNTS[1]!
const bob = DEV_ACCOUNTS[2]!
const DEVNET_COIN_TYPE = nameCoinType(31337)

interface Profile {
  name: string
  registered: string
  updated: string
  addresses: Record<string, { address: string; created: string }>
  attributes: Record<string, string>
}
type Reasons = { reasons: { description: string }[] }

describeOnEngines('names', {}, (engine) => {
  const now = () => Math.floor(Date.now() / 1000)
  const register = async (
    account: typeof alice,
    name: string,
    options: { coinType?: number; timestamp?: number; address?: string; attributes?: Record<string, string> } = {},
  ) => {
    const message = JSON.stringify({
      name,
      attributes: options.attributes ?? {},
      timestamp: options.timestamp ?? now(),
    })
    const signature = await account.signMessage({ message })
    const response = await engine().request(withProject('/v1/profile/account'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        coin_type: options.coinType ?? DEVNET_COIN_TYPE,
        address: options.address ?? account.address,
        message,
        signature,
      }),
    })
    return { status: response.status, body: (await response.json()) as Profile & Reasons }
  }
  const get = async <T>(path: string) => {
    const response = await engine().request(withProject(path))
    return { status: response.status, body: (await response.json()) as T }
  }

  beforeAll(() => createTestProject(engine().context))

  it('registers a name signed by its address and looks it up by name (R-7.23, R-7.26)', async () => {
    const { status, body } = await register(alice, 'alice.latch.id', { attributes: { description: 'hi' } })
    expect(status).toBe(201)
    expect(body).toEqual({
      name: 'alice.latch.id',
      registered: expect.any(String),
      updated: expect.any(String),
      addresses: { [String(DEVNET_COIN_TYPE)]: { address: alice.address, created: expect.any(String) } },
      attributes: { description: 'hi' },
    })
    expect((await get<Profile>('/v1/profile/account/alice.latch.id')).body).toEqual(body)
    expect((await get<Profile>('/v1/profile/account/Alice')).body.name).toBe('alice.latch.id')
  })

  it('reverse lookup lists the names of an address, and identity shows the name (R-7.24, R-7.12, R-3.26)', async () => {
    const reverse = await get<Profile[]>(`/v1/profile/reverse/${alice.address}`)
    expect(reverse.body.map((profile) => profile.name)).toEqual(['alice.latch.id'])
    expect((await get(`/v1/identity/${alice.address.toLowerCase()}?chainId=eip155:31337`)).body).toEqual({
      name: 'alice.latch.id',
      avatar: null,
    })
    expect((await get(`/v1/identity/${bob.address}`)).body).toEqual({ name: null, avatar: null })
    expect((await get(`/v1/profile/reverse/${bob.address}`)).body).toEqual([])
  })

  it('the owner may add an address for another coin type (Ethereum 60); the name keeps both', async () => {
    const { status, body } = await register(alice, 'alice.latch.id', { coinType: 60 })
    expect(status).toBe(200)
    expect(Object.keys(body.addresses).sort()).toEqual(['60', String(DEVNET_COIN_TYPE)].sort())
  })

  it('a name another address owns is a 409 with a reason the client shows (R-8.42, R-8.46)', async () => {
    const { status, body } = await register(bob, 'alice.latch.id')
    expect(status).toBe(409)
    expect(body.reasons).toEqual([{ description: REASONS.taken }])
    expect(nameErrorMessage(body, TEXTS.errorRegisteringName)).toBe(REASONS.taken)
    expect((await get<Profile>('/v1/profile/account/alice.latch.id')).body.addresses['60']!.address).toBe(alice.address)
  })

  it('a name shorter than 4 characters is refused (R-5.13)', async () => {
    const { status, body } = await register(bob, 'bob.latch.id')
    expect(status).toBe(400)
    expect(body.reasons[0]!.description).toBe(REASONS.tooShort)
  })

  it('a name with other than letters, digits or hyphens is refused (R-5.14)', async () => {
    for (const name of ['bob_smith.latch.id', 'bob smith', 'bøbby.latch.id']) {
      const { status, body } = await register(bob, name)
      expect({ name, status }).toEqual({ name, status: 400 })
      expect(body.reasons[0]!.description).toBe(REASONS.badCharacters)
    }
    expect((await register(bob, 'bob-2024.latch.id')).status).toBe(201)
  })

  it('a coin type whose chain id is 2147483648 or more is refused; the largest one is accepted (R-5.15)', async () => {
    const tooLarge = await register(bob, 'bobby.latch.id', { coinType: 0x80000000 + 2 ** 31 })
    expect(tooLarge.status).toBe(400)
    expect(tooLarge.body.reasons[0]!.description).toBe(REASONS.coinTypeChainId)
    const unsupported = await register(bob, 'bobby.latch.id', { coinType: 0 })
    expect(unsupported.body.reasons[0]!.description).toBe(REASONS.coinType)
    const largest = await register(bob, 'bobby.latch.id', { coinType: nameCoinType(2147483647) })
    expect(largest.status).toBe(201)
    expect(Object.keys(largest.body.addresses)).toEqual(['4294967295'])
  })

  it('a signature by another key, or a stale or future message, registers nothing', async () => {
    const forged = await register(bob, 'carol.latch.id', { address: alice.address })
    expect(forged.status).toBe(401)
    expect(forged.body.reasons[0]!.description).toBe(REASONS.badSignature)
    const stale = await register(bob, 'carol.latch.id', { timestamp: now() - 11 * 60 })
    expect(stale.body.reasons[0]!.description).toBe(REASONS.messageTooOld)
    const future = await register(bob, 'carol.latch.id', { timestamp: now() + 10 * 60 })
    expect(future.body.reasons[0]!.description).toBe(REASONS.messageInFuture)
    expect((await get('/v1/profile/account/carol.latch.id')).status).toBe(404)
  })

  it('a body that is not a registration is a 400 with reasons', async () => {
    const response = await engine().request(withProject('/v1/profile/account'), {
      method: 'POST',
      body: JSON.stringify({ coin_type: 'x' }),
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as Reasons
    expect(body.reasons.length).toBeGreaterThan(0)
    const notJson = await engine().request(withProject('/v1/profile/account'), { method: 'POST', body: '{' })
    expect(notJson.status).toBe(400)
  })

  it('an unknown name is a 404 with a reason (R-8.43)', async () => {
    const { status, body } = await get<Reasons>('/v1/profile/account/nobody.latch.id')
    expect(status).toBe(404)
    expect(nameErrorMessage(body, TEXTS.errorResolvingName)).toBe(REASONS.notFound)
  })

  it('suggestions mark the requested name and offer free variants only (R-7.25, R-8.44)', async () => {
    await register(bob, 'alice1.latch.id')
    const { body } = await get<{ suggestions: { name: string; registered: boolean }[] }>(
      '/v1/profile/suggestions/alice',
    )
    expect(body.suggestions[0]).toEqual({ name: 'alice.latch.id', registered: true })
    const variants = body.suggestions.slice(1)
    expect(variants.length).toBe(5)
    expect(variants.every((variant) => !variant.registered && /^alice-?\d+\.latch\.id$/.test(variant.name))).toBe(true)
    expect(variants.map((variant) => variant.name)).not.toContain('alice1.latch.id')
    const free = await get<{ suggestions: { name: string; registered: boolean }[] }>(
      '/v1/profile/suggestions/dave.latch.id',
    )
    expect(free.body.suggestions[0]).toEqual({ name: 'dave.latch.id', registered: false })
    const bad = await get<Reasons>('/v1/profile/suggestions/a_b')
    expect(bad.status).toBe(400)
    expect(nameErrorMessage(bad.body, TEXTS.errorFetchingNameSuggestions)).toBe(REASONS.tooShort)
  })

  it('reverse lookup of a malformed address is a 400 with a reason (R-8.45)', async () => {
    const { status, body } = await get<Reasons>('/v1/profile/reverse/0x12')
    expect(status).toBe(400)
    expect(nameErrorMessage(body, TEXTS.errorFetchingNamesForAddress)).toContain('Invalid EVM address')
  })

  it('names calls name their project (R-7.1)', async () => {
    const response = await engine().request('/v1/profile/account/alice.latch.id')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Project ID Missing' })
  })

  it('stored addresses are checksummed in profiles', async () => {
    const { body } = await get<Profile>('/v1/profile/account/bob-2024.latch.id')
    expect(body.addresses[String(DEVNET_COIN_TYPE)]!.address).toBe(getAddress(bob.address))
  })
})
