// @vitest-environment happy-dom
// useFarcasterLogin and useSocialLogin as an app's own sign-in screen reads them, in an app configured without the
// embedded wallet: the attempt fails with its code (a promise that rejects, never a throw), and the screen shows
// the failed step instead of waiting forever (the frame, which the working flows need, cannot run here).
import { type Adapter, createLatch, defineNetwork, memoryStorage } from '@latch/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { LatchProvider } from '../LatchProvider.tsx'
import { type UseFarcasterLogin, useFarcasterLogin } from './useFarcasterLogin.ts'
import { type UseSocialLogin, useSocialLogin } from './useSocialLogin.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
Object.assign(globalThis, { requestIdleCallback: () => 0, cancelIdleCallback: () => undefined })

const network = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

const unused = async () => {
  throw new Error('not used')
}
/** an EVM adapter with no wallet: only the embedded wallet's sign-ins are on trial */
const noWallets: Adapter = {
  namespace: 'eip155',
  setup: () => {},
  connect: unused,
  disconnect: async () => {},
  switchNetwork: unused,
  getBalance: unused,
  signMessage: unused,
  sendTransaction: unused,
  getProvider: unused,
}

let root: Root | undefined
afterEach(async () => {
  await act(async () => root?.unmount())
  root = undefined
})

function SignInScreen({ seen }: { seen: { farcaster: UseFarcasterLogin[]; social: UseSocialLogin[] } }) {
  seen.farcaster.push(useFarcasterLogin())
  seen.social.push(useSocialLogin())
  return null
}

it('R-1.5 without the embedded wallet, Farcaster and Google sign-in fail with their code and the screen shows it', async () => {
  const latch = createLatch({ adapters: [noWallets], networks: [network], storage: memoryStorage(), modal: false })
  const seen = { farcaster: [] as UseFarcasterLogin[], social: [] as UseSocialLogin[] }
  const host = document.createElement('main')
  document.body.append(host)
  await act(async () => {
    root = createRoot(host)
    root.render(
      <LatchProvider latch={latch}>
        <SignInScreen seen={seen} />
      </LatchProvider>,
    )
  })
  expect(seen.farcaster.at(-1)?.step).toBe('idle')

  let farcaster: unknown
  await act(async () => {
    await seen.farcaster
      .at(-1)!
      .connect()
      .catch((error: unknown) => (farcaster = error))
  })
  expect(farcaster).toMatchObject({ code: 'UnableToLoadEmailDependency' })
  expect(seen.farcaster.at(-1)).toMatchObject({ step: 'failed', errorCode: 'UnableToLoadEmailDependency' })

  let google: unknown
  await act(async () => {
    await seen.social
      .at(-1)!
      .connect('google')
      .catch((error: unknown) => (google = error))
  })
  expect(google).toMatchObject({ code: 'UnableToLoadEmailDependency' })
  expect(seen.social.at(-1)).toMatchObject({
    step: 'failed',
    provider: 'google',
    errorCode: 'UnableToLoadEmailDependency',
  })
})
