import { describe, expect, it } from 'vitest'
import { APP_MESSAGE_NAMES } from './messageNames.ts'
import {
  APP_MESSAGE_SCHEMAS,
  FRAME_MESSAGE_SCHEMAS,
  MESSAGE_TYPES,
  parseAppMessage,
  parseFrameMessage,
  replyOf,
} from './messages.ts'

const ADDRESS = '0x' + 'ab'.repeat(20)
const app = (name: string, payload?: unknown, id: string | undefined = 'req-1') => ({
  type: `@latch-app/${name}`,
  ...(id === undefined ? {} : { id }),
  ...(payload === undefined ? {} : { payload }),
})
const frame = (type: string, payload?: unknown, id = 'req-1') => ({
  type: `@latch-frame/${type}`,
  id,
  ...(payload === undefined ? {} : { payload }),
})
const accepts = (message: unknown) => parseAppMessage(message).ok
const frameAccepts = (message: unknown) => parseFrameMessage(message).ok
const rpc = (method: string, params?: unknown, extra: Record<string, unknown> = {}) =>
  app('RPC_REQUEST', { method, params, chainId: 1, chainNamespace: 'eip155', ...extra })

describe('message list', () => {
  it('R-7.70 R-7.71 every page message has a schema, a success and an error reply; plus ready and session update', () => {
    // SPEC's 23, sign-out everywhere, export private key, the passkey sign-in, the recovery file's download and use,
    // the modal's language, and the sign-in methods' list, email link and its code, passkey link and unlink
    expect(APP_MESSAGE_SCHEMAS.size).toBe(39)
    expect(FRAME_MESSAGE_SCHEMAS.size).toBe(39 * 2 + 2)
    for (const name of APP_MESSAGE_NAMES) {
      expect(FRAME_MESSAGE_SCHEMAS.has(`@latch-frame/${name}_SUCCESS`)).toBe(true)
      expect(FRAME_MESSAGE_SCHEMAS.has(`@latch-frame/${name}_ERROR`)).toBe(true)
    }
    expect(MESSAGE_TYPES).toContain('@latch-frame/READY')
    expect(MESSAGE_TYPES).toContain('@latch-frame/SESSION_UPDATE')
    expect(new Set(MESSAGE_TYPES).size).toBe(MESSAGE_TYPES.length)
  })

  it('R-7.70 covers the SPEC §7 frame events, the update-email steps included', () => {
    expect(APP_MESSAGE_NAMES).toEqual(
      expect.arrayContaining([
        'UPDATE_EMAIL',
        'UPDATE_EMAIL_PRIMARY_OTP',
        'UPDATE_EMAIL_SECONDARY_OTP',
        'RPC_ABORT',
        'RELOAD',
      ]),
    )
  })

  it('R-7.69 a reply names the request it answers by its suffix', () => {
    expect(replyOf('@latch-frame/CONNECT_EMAIL_SUCCESS')).toEqual({ name: 'CONNECT_EMAIL', ok: true })
    expect(replyOf('@latch-frame/UPDATE_EMAIL_PRIMARY_OTP_ERROR')).toEqual({
      name: 'UPDATE_EMAIL_PRIMARY_OTP',
      ok: false,
    })
    expect(replyOf('@latch-frame/READY')).toBeUndefined()
    expect(replyOf('@latch-frame/NOPE_SUCCESS')).toBeUndefined()
  })
})

describe('page→frame messages', () => {
  it('R-3.62 the id is optional, but must be a short token when present', () => {
    expect(accepts(app('SIGN_OUT', undefined, undefined))).toBe(true)
    expect(accepts(app('SIGN_OUT', undefined, 'a'.repeat(129)))).toBe(false)
    expect(accepts({ ...app('SIGN_OUT'), id: 7 })).toBe(false)
  })

  it('refuses unknown types, non-objects and the frame prefix', () => {
    for (const value of [
      null,
      1,
      'x',
      [],
      {},
      { type: '@latch-app/NOPE' },
      { type: '@latch-frame/SIGN_OUT' },
      app('sign_out'),
    ]) {
      expect(accepts(value)).toBe(false)
    }
  })

  it('R-3.63 switch network carries chainId and optional rpcUrl', () => {
    expect(accepts(app('SWITCH_NETWORK', { chainId: 31337 }))).toBe(true)
    expect(accepts(app('SWITCH_NETWORK', { chainId: 'eip155:1', rpcUrl: 'http://127.0.0.1:8545' }))).toBe(true)
    expect(accepts(app('SWITCH_NETWORK', {}))).toBe(false)
    expect(accepts(app('SWITCH_NETWORK', { chainId: 1, rpcUrl: 'javascript:alert(1)' }))).toBe(false)
    expect(accepts(app('SWITCH_NETWORK', { chainId: 1.5 }))).toBe(false)
  })

  it('R-3.64 R-5.1 connect email carries a valid email', () => {
    expect(accepts(app('CONNECT_EMAIL', { email: 'ada@example.com' }))).toBe(true)
    for (const email of ['ada', 'ada@', '@example.com', 42, `${'a'.repeat(250)}@example.com`]) {
      expect(accepts(app('CONNECT_EMAIL', { email }))).toBe(false)
    }
  })

  it('R-3.65 connect one-time code carries otp', () => {
    expect(accepts(app('CONNECT_OTP', { otp: '123456' }))).toBe(true)
    expect(accepts(app('CONNECT_OTP', { otp: '' }))).toBe(false)
    expect(accepts(app('CONNECT_OTP', { otp: 123456 }))).toBe(false)
  })

  it('R-3.66 connect social carries uri and optional preferredAccountType, chainId, siwxMessage, rpcUrl', () => {
    expect(accepts(app('CONNECT_SOCIAL', { uri: 'https://auth.example/cb?code=1' }))).toBe(true)
    expect(
      accepts(
        app('CONNECT_SOCIAL', {
          uri: 'https://auth.example/cb?code=1',
          preferredAccountType: 'eoa',
          chainId: 1,
          siwxMessage: { domain: 'example.com' },
          rpcUrl: 'https://rpc.example',
        }),
      ),
    ).toBe(true)
    expect(accepts(app('CONNECT_SOCIAL', {}))).toBe(false)
    expect(accepts(app('CONNECT_SOCIAL', { uri: 'x', preferredAccountType: 'admin' }))).toBe(false)
  })

  it('R-3.67 get user carries only optional fields', () => {
    expect(accepts(app('GET_USER'))).toBe(true)
    expect(
      accepts(
        app('GET_USER', {
          chainId: 1,
          preferredAccountType: 'smartAccount',
          socialUri: 'u',
          rpcUrl: 'https://r.example',
        }),
      ),
    ).toBe(true)
    expect(accepts(app('GET_USER', { chainId: true }))).toBe(false)
  })

  it('R-3.68 R-3.69 R-5.4 get social redirect uri carries one of six providers', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord']) {
      expect(accepts(app('GET_SOCIAL_REDIRECT_URI', { provider }))).toBe(true)
    }
    for (const provider of ['farcaster', 'Google', 'myspace', undefined]) {
      expect(accepts(app('GET_SOCIAL_REDIRECT_URI', { provider }))).toBe(false)
    }
  })

  it('R-3.70 is connected carries an optional token', () => {
    expect(accepts(app('IS_CONNECTED'))).toBe(true)
    expect(accepts(app('IS_CONNECTED', { token: 'jwt' }))).toBe(true)
    expect(accepts(app('IS_CONNECTED', { token: 1 }))).toBe(false)
  })

  it('R-3.71 set preferred account carries type', () => {
    expect(accepts(app('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }))).toBe(true)
    expect(accepts(app('SET_PREFERRED_ACCOUNT', { type: 'root' }))).toBe(false)
  })

  it('R-3.72 R-3.73 R-3.74 update email carries email, then the primary and secondary otp', () => {
    expect(accepts(app('UPDATE_EMAIL', { email: 'new@example.com' }))).toBe(true)
    expect(accepts(app('UPDATE_EMAIL', { email: 'new' }))).toBe(false)
    expect(accepts(app('UPDATE_EMAIL_PRIMARY_OTP', { otp: '111111' }))).toBe(true)
    expect(accepts(app('UPDATE_EMAIL_SECONDARY_OTP', { otp: '222222' }))).toBe(true)
    expect(accepts(app('UPDATE_EMAIL_SECONDARY_OTP', {}))).toBe(false)
  })

  it('R-3.75 R-5.5 sync theme carries themeMode light or dark and the variables', () => {
    expect(
      accepts(
        app('SYNC_THEME', { themeMode: 'dark', themeVariables: { '--w3m-accent': '#f00' }, w3mThemeVariables: {} }),
      ),
    ).toBe(true)
    expect(accepts(app('SYNC_THEME', { themeMode: 'light' }))).toBe(true)
    expect(accepts(app('SYNC_THEME', { themeMode: 'system' }))).toBe(false)
    expect(accepts(app('SYNC_THEME', { themeMode: 'dark', themeVariables: { a: { nested: 1 } } }))).toBe(false)
  })

  it('R-3.76 sync dapp data carries metadata, sdkVersion, sdkType, projectId', () => {
    const metadata = {
      name: 'Demo',
      description: 'A demo',
      url: 'https://demo.example',
      icons: ['https://demo.example/i.png'],
    }
    expect(accepts(app('SYNC_DAPP_DATA', { metadata, sdkVersion: '0.1.0', sdkType: 'latch', projectId: 'p1' }))).toBe(
      true,
    )
    expect(
      accepts(
        app('SYNC_DAPP_DATA', {
          metadata: { ...metadata, icons: ['data:x'] },
          sdkVersion: '0.1.0',
          sdkType: 'latch',
          projectId: 'p1',
        }),
      ),
    ).toBe(false)
    expect(accepts(app('SYNC_DAPP_DATA', { metadata }))).toBe(false)
  })

  it("sync locale carries one of the modal's languages", () => {
    expect(accepts(app('SYNC_LOCALE', { locale: 'de' }))).toBe(true)
    expect(accepts(app('SYNC_LOCALE', { locale: 'pt-BR' }))).toBe(true)
    expect(accepts(app('SYNC_LOCALE', { locale: 'xx' }))).toBe(false)
    expect(accepts(app('SYNC_LOCALE', { locale: 'de', extra: 1 }))).toBe(false)
  })

  it('R-3.79 the no-payload messages carry none', () => {
    for (const name of [
      'CONNECT_DEVICE',
      'GET_FARCASTER_URI',
      'CONNECT_FARCASTER',
      'CONNECT_PASSKEY',
      'SIGN_OUT',
      'GET_CHAIN_ID',
      'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
      'INIT_SMART_ACCOUNT',
      'RELOAD',
      'RPC_ABORT',
    ]) {
      expect(accepts(app(name))).toBe(true)
      expect(accepts(app(name, { anything: 1 }))).toBe(false)
    }
  })
})

describe('RPC request messages', () => {
  it('R-3.77 carries method, params, chainId, chainNamespace and rpcUrl', () => {
    expect(accepts(rpc('eth_getBalance', [ADDRESS, 'latest'], { rpcUrl: 'http://127.0.0.1:8545' }))).toBe(true)
    expect(accepts(app('RPC_REQUEST', { method: 'eth_chainId', chainNamespace: 'eip155' }))).toBe(false)
    expect(accepts(app('RPC_REQUEST', { chainId: 1, chainNamespace: 'eip155' }))).toBe(false)
  })

  it('R-3.78 R-5.7 chainNamespace is one of five', () => {
    for (const chainNamespace of ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']) {
      expect(accepts(rpc('eth_chainId', undefined, { chainNamespace }))).toBe(true)
    }
    for (const chainNamespace of ['sui', 'stacks', 'EIP155', '']) {
      expect(accepts(rpc('eth_chainId', undefined, { chainNamespace }))).toBe(false)
    }
  })

  it('R-3.97 R-3.98 R-3.99 the shaped methods check their params', () => {
    expect(accepts(rpc('personal_sign', ['0x68656c6c6f', ADDRESS]))).toBe(true)
    expect(accepts(rpc('personal_sign', ['hello']))).toBe(false)
    expect(accepts(rpc('eth_signTypedData_v4', [ADDRESS, '{"types":{}}']))).toBe(true)
    expect(accepts(rpc('eth_sendTransaction', [{ from: ADDRESS, to: ADDRESS, value: '0x1', data: '0x' }]))).toBe(true)
    expect(accepts(rpc('eth_sendTransaction', [{ to: 'bob' }]))).toBe(false)
    expect(accepts(rpc('solana_signMessage', { message: 'aGk=', pubkey: '11111111111111111111111111111111' }))).toBe(
      true,
    )
    expect(accepts(rpc('solana_signMessage', { message: 'aGk=', pubkey: '0OIl' }))).toBe(false)
    expect(accepts(rpc('solana_signTransaction', { transaction: 'AQID' }))).toBe(true)
    expect(accepts(rpc('solana_signAllTransactions', { transactions: [] }))).toBe(false)
  })

  it('R-5.18 a solana_signMessage pubkey is 32 to 44 base58 characters', () => {
    const pubkey = (value: string) => accepts(rpc('solana_signMessage', { message: 'aGk=', pubkey: value }))
    expect(pubkey('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')).toBe(true)
    expect(pubkey('1'.repeat(31))).toBe(false)
    expect(pubkey('1'.repeat(45))).toBe(false)
    expect(pubkey(`0${'1'.repeat(40)}`)).toBe(false)
  })

  it('R-3.100 R-3.101 R-3.102 R-5.6 wallet_sendCalls calls have to, data and value, addresses and data start 0x', () => {
    const call = { to: ADDRESS, data: '0xa9059cbb', value: '0x0' }
    const params = (calls: unknown[]) => [
      { chainId: '0x7a69', from: ADDRESS, version: '2.0.0', capabilities: {}, calls },
    ]
    expect(accepts(rpc('wallet_sendCalls', params([call])))).toBe(true)
    expect(accepts(rpc('wallet_sendCalls', params([{ ...call, data: 'a9059cbb' }])))).toBe(false)
    expect(accepts(rpc('wallet_sendCalls', params([{ ...call, to: 'ab'.repeat(20) }])))).toBe(false)
    expect(accepts(rpc('wallet_sendCalls', params([])))).toBe(false)
  })

  it('R-3.100 wallet_sendCalls takes the EIP-5792 v2 atomicRequired flag, a boolean', () => {
    const call = { to: ADDRESS, data: '0x', value: '0x0' }
    const params = (atomicRequired: unknown) => [{ chainId: '0x7a69', version: '2.0.0', atomicRequired, calls: [call] }]
    expect(accepts(rpc('wallet_sendCalls', params(true)))).toBe(true)
    expect(accepts(rpc('wallet_sendCalls', params(false)))).toBe(true)
    expect(accepts(rpc('wallet_sendCalls', params('yes')))).toBe(false)
  })

  it('R-3.103 solana_signAndSendTransaction options', () => {
    const options = { skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 3, minContextSlot: 10 }
    expect(
      accepts(rpc('solana_signAndSendTransaction', { transaction: 'AQID', options }, { chainNamespace: 'solana' })),
    ).toBe(true)
    expect(
      accepts(
        rpc('solana_signAndSendTransaction', { transaction: 'AQID', options: { preflightCommitment: 'eventually' } }),
      ),
    ).toBe(false)
    expect(accepts(rpc('solana_signAndSendTransaction', { transaction: 'AQID', options: { maxRetries: -1 } }))).toBe(
      false,
    )
  })

  it('R-6.8 an unknown method passes the schema so the frame can refuse it by name', () => {
    expect(accepts(rpc('eth_sign', ['0x', ADDRESS]))).toBe(true)
    expect(accepts(rpc('has spaces'))).toBe(false)
  })

  it('refuses oversized and deeply nested params', () => {
    let deep: unknown = 1
    for (let level = 0; level < 12; level++) deep = [deep]
    expect(accepts(rpc('eth_call', [deep]))).toBe(false)
    expect(accepts(rpc('eth_call', ['0x' + 'a'.repeat(1024 * 1024)]))).toBe(false)
    expect(accepts(rpc('eth_call', [Array.from({ length: 2000 }, () => 0)]))).toBe(false)
    expect(accepts(rpc('eth_call', [{ to: ADDRESS, data: '0x' + 'a'.repeat(2 * 128 * 1024) }, 'latest']))).toBe(true)
  })
})

describe('frame→page replies and events', () => {
  const user = {
    email: 'ada@example.com',
    address: ADDRESS,
    chainId: 1,
    smartAccountDeployed: false,
    accounts: [{ address: ADDRESS, type: 'eoa' }],
    preferredAccountType: 'eoa',
  }

  it('R-3.80 R-3.81 every reply is a success or error variant; errors carry message', () => {
    expect(frameAccepts(frame('SIGN_OUT_SUCCESS'))).toBe(true)
    expect(frameAccepts(frame('SIGN_OUT_ERROR', { message: 'nope' }))).toBe(true)
    expect(frameAccepts(frame('SIGN_OUT_ERROR', { message: 5 }))).toBe(false)
    expect(frameAccepts(frame('SIGN_OUT_DONE'))).toBe(false)
  })

  it('R-7.68 every frame message carries an id', () => {
    const { id: _id, ...withoutId } = frame('SIGN_OUT_SUCCESS')
    expect(frameAccepts(withoutId)).toBe(false)
  })

  it('R-3.82 connect-email success carries an action', () => {
    for (const action of ['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])
      expect(frameAccepts(frame('CONNECT_EMAIL_SUCCESS', { action }))).toBe(true)
    expect(frameAccepts(frame('CONNECT_EMAIL_SUCCESS', { action: 'DONE' }))).toBe(false)
  })

  it('R-3.83 R-3.84 R-3.85 get-user and social-connect success', () => {
    expect(
      frameAccepts(frame('GET_USER_SUCCESS', { ...user, signature: '0x1', message: 'm', siwxMessage: { a: 1 } })),
    ).toBe(true)
    expect(frameAccepts(frame('GET_USER_SUCCESS', { ...user, accounts: [{ address: ADDRESS }] }))).toBe(false)
    expect(frameAccepts(frame('GET_USER_SUCCESS', { email: 'ada@example.com' }))).toBe(false)
    expect(frameAccepts(frame('CONNECT_SOCIAL_SUCCESS', { ...user, userName: 'ada' }))).toBe(true)
  })

  it('R-3.86 R-3.87 R-3.88 farcaster uri, farcaster connect and social redirect replies', () => {
    expect(frameAccepts(frame('GET_FARCASTER_URI_SUCCESS', { url: 'https://farcaster.example/x' }))).toBe(true)
    expect(frameAccepts(frame('CONNECT_FARCASTER_SUCCESS', { userName: 'ada' }))).toBe(true)
    expect(frameAccepts(frame('CONNECT_PASSKEY_SUCCESS', { userName: 'Passkey' }))).toBe(true)
    expect(frameAccepts(frame('CONNECT_PASSKEY_SUCCESS', { userName: 'Passkey', response: {} }))).toBe(false)
    expect(frameAccepts(frame('GET_SOCIAL_REDIRECT_URI_SUCCESS', { uri: 'https://accounts.example/auth' }))).toBe(true)
    expect(frameAccepts(frame('GET_SOCIAL_REDIRECT_URI_SUCCESS', { uri: 'javascript:alert(1)' }))).toBe(false)
  })

  it('R-3.89 R-3.90 R-3.91 is-connected, chain id and session update', () => {
    expect(frameAccepts(frame('IS_CONNECTED_SUCCESS', { isConnected: false }))).toBe(true)
    expect(frameAccepts(frame('IS_CONNECTED_SUCCESS', { isConnected: 'no' }))).toBe(false)
    expect(frameAccepts(frame('GET_CHAIN_ID_SUCCESS', { chainId: 31337 }))).toBe(true)
    expect(frameAccepts(frame('SESSION_UPDATE', { token: 'jwt' }))).toBe(true)
    expect(frameAccepts(frame('SESSION_UPDATE', {}))).toBe(false)
  })

  it('R-3.92 R-3.93 update-email replies', () => {
    expect(frameAccepts(frame('UPDATE_EMAIL_SUCCESS', { action: 'VERIFY_PRIMARY_OTP' }))).toBe(true)
    expect(frameAccepts(frame('UPDATE_EMAIL_SUCCESS', { action: 'VERIFY_SECONDARY_OTP' }))).toBe(true)
    expect(frameAccepts(frame('UPDATE_EMAIL_SUCCESS', { action: 'CONNECT' }))).toBe(false)
    expect(frameAccepts(frame('UPDATE_EMAIL_SECONDARY_OTP_SUCCESS', { newEmail: 'new@example.com' }))).toBe(true)
    expect(frameAccepts(frame('UPDATE_EMAIL_SECONDARY_OTP_SUCCESS', { newEmail: 'new' }))).toBe(false)
  })

  it('R-3.94 R-3.95 R-3.96 smart account networks, set preferred account and ready', () => {
    expect(
      frameAccepts(frame('GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS', { smartAccountEnabledNetworks: [1, 8453] })),
    ).toBe(true)
    expect(
      frameAccepts(frame('GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS', { smartAccountEnabledNetworks: ['1'] })),
    ).toBe(false)
    expect(frameAccepts(frame('SET_PREFERRED_ACCOUNT_SUCCESS', { type: 'eoa', address: ADDRESS }))).toBe(true)
    expect(frameAccepts(frame('SET_PREFERRED_ACCOUNT_SUCCESS', { type: 'eoa' }))).toBe(false)
    expect(frameAccepts(frame('READY'))).toBe(true)
    expect(frameAccepts(frame('READY', { version: '0.1.0' }))).toBe(true)
    expect(frameAccepts(frame('READY', { version: 1 }))).toBe(false)
  })
})

describe('message objects', () => {
  it('R-5.8 only plain objects are messages: inherited fields and extra keys are refused', () => {
    expect(accepts(Object.create({ type: '@latch-app/SIGN_OUT', id: 'a' }))).toBe(false)
    expect(frameAccepts(Object.create({ type: '@latch-frame/READY', id: 'a' }))).toBe(false)
    expect(accepts({ ...app('SIGN_OUT'), extra: 1 })).toBe(false)
    expect(accepts(app('IS_CONNECTED', { a: { b: 1 } }))).toBe(false)
    expect(accepts(Object.assign(Object.create(null), app('SIGN_OUT')))).toBe(true)
  })

  it('R-5.8 a hostile object does not throw out of the parser', () => {
    const trap = new Proxy(
      {},
      {
        getPrototypeOf: () => {
          throw new Error('trap')
        },
      },
    )
    const getter = Object.defineProperty({}, 'type', {
      get: () => {
        throw new Error('getter')
      },
      enumerable: true,
    })
    expect(parseAppMessage(trap).ok).toBe(false)
    expect(parseAppMessage(getter).ok).toBe(false)
  })

  it('keeps unknown transaction fields (never strips them) but bounds them', () => {
    const tx = { from: ADDRESS, to: ADDRESS, value: '0x1', blobVersionedHashes: ['0x01'] }
    const parsed = parseAppMessage(rpc('eth_sendTransaction', [tx]))
    expect(parsed.ok && (parsed.message.payload as { params: unknown[] }).params[0]).toEqual(tx)
    expect(accepts(rpc('eth_sendTransaction', [{ ...tx, extra: 'x'.repeat(1024 * 1024) }]))).toBe(false)
  })
})
