// The names the guides' code samples use without declaring them: what the prose around a sample says the reader
// already has (an instance made on the quick start, the networks and adapters passed to it, a server's request…).
// A sample that declares one of them itself shadows it. Compiled with the samples only (scripts/docs/samples.ts).
import type { Adapter, Latch, Metadata, Network } from '@latch/core'
import type { Config } from '@wagmi/core'
import type { ReactElement } from 'react'

declare global {
  /** the instance of the quick start */
  const latch: Latch
  /** the app's networks, as passed to createLatch */
  const networks: readonly [Network, ...Network[]]
  /** the app's adapters, as passed to createLatch */
  const adapters: Adapter[]
  /** the app's wagmi config, made with createWagmiConfig as the wagmi guide shows */
  const wagmiConfig: Config
  /** the app's own QR code component, drawing any string (the headless guide draws the pairing URI with it) */
  function MyQrCode(props: { value: string }): ReactElement
  /** the local chain of `npm start` */
  const devnet: Network
  const base: Network
  /** the app's Latch cloud and its project */
  const cloudUrl: string
  const projectId: string
  const metadata: Metadata
  /** phone-wallet pairing options, as the phone wallets guide writes them */
  const pairing: { relayUrl: string; projectId: string; metadata: Metadata }
  /** the HTTP request a server-side sample answers */
  const request: Request
  /** a payment's recipient and asset, as the pay guide writes them */
  const recipient: string
  const asset: string
}
