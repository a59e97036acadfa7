// @vitest-environment happy-dom
// useFarcasterLogin and useSocialLogin as an app's own sign-in screen reads them, in an app configured without the
// embedded wallet: the attempt fails with its code (a promise that rejects, never a throw), and the screen shows
// the failed step instead of waiting forever (the frame, which the working flows need, cannot run here).
import { createLatch, memoryStorage } from '@latch/core'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it } from 'vitest'
import { LatchProvider } from '../LatchProvider.tsx'
import { adapterDouble, devnet, setUpReactTests } from '../testDoubles.ts'
import { type UseFarcasterLogin, useFarcasterLogin } from './useFarcasterLogin.ts'
import { type UseSocialLogin, useSocialLogin } from './useSocialLogin.ts'

setUpReactTests()
/** an EVM adapter with no wallet: only the embedded wallet's sign-ins are on trial */
const noWallets = adapterDouble()

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
  const latch = createLatch({ adapters: [noWallets], networks: [devnet], storage: memoryStorage(), modal: false })
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
