// A Server Component, rendered for each request: it reads the visitor's cookies, so a returning visitor's account is
// in the HTML (no flash of "Connect Wallet"), and it imports ConnectButton and NetworkButton from @latch/react
// directly: they are client components ('use client' in the package), rendered inside the <Providers> boundary.
import { cookieToInitialState } from '@latch/core'
import { ConnectButton, NetworkButton } from '@latch/react'
import { headers } from 'next/headers'
import { latchOptions } from './latch'
import { Providers } from './providers'
import { Sign } from './sign'

export default async function Page() {
  const initialState = cookieToInitialState(latchOptions(), (await headers()).get('cookie'))
  return (
    <main>
      <h1>Latch with Next.js</h1>
      <Providers initialState={initialState}>
        <ConnectButton />
        <NetworkButton />
        <Sign />
      </Providers>
    </main>
  )
}
