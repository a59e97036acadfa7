// Vitest global setup for the e2e project: two devnet chains, the Latch cloud indexing them (SQLite in a temp
// folder, the demo project seeded with the demo's and the frame's origins), a mail catcher for the cloud's
// one-time codes, the OpenID stand-in for every social the demo offers, the embedded wallet's frame built and
// served on its own origin (its own port on the demo's site), the demo built against all of them and served;
// the pairing test wallet (apps/test-wallet) built against the cloud's relay and served on its own origin; the
// Farcaster stand-ins (relay, IdRegistry on chain 31337 with fid 1 for the test wallet's account); a control endpoint that
// restarts the cloud (and so its relay) on the same port; the Solana devnet part (a litesvm stand-in with funded dev keys
// and an SPL token), in the demo, the cloud's balances, the frame's connect-src and the test wallet as in `npm start`.
import { createServer, type IncomingMessage } from 'node:http'
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Hex, toHex } from 'viem'
import type { TestProject } from 'vitest/node'
import { DEV_ACCOUNTS, PAYMASTER_SIGNER_KEY, startDevnet } from '@latch/devnet'
import { cloudConfigSchema } from '../../../apps/cloud/src/config.ts'
import { startMailCatcher } from '../../devnet/src/mail/catcher.ts'
import { codeOf } from '../../../apps/cloud/src/mail/codeMail.ts'
import { checkCloudLog, collectCloudLog } from './cloudLog.ts'
import { seedDemo } from '../../../apps/cloud/src/seed.ts'
import { ALL_FEATURES_ON } from '../../../apps/cloud/src/projects/features.ts'
import { saveProject } from '../../../apps/cloud/src/projects/store.ts'
import { startCloud } from '../../../apps/cloud/src/server.ts'
import { buildDemo } from '../../../apps/demo/build.mjs'
import { DEMO_SOCIALS } from '../../../apps/demo/src/socials.ts'
import { buildFrame } from '../../../apps/frame/build.mjs'
import { startFrameServer } from '../../../apps/frame/server.ts'
import { buildTestWallet } from '../../../apps/test-wallet/build.mjs'
import { DEVNET_PRICES, devnetCloudChains } from '../../devnet/src/cloud-config.mjs'
import {
  farcasterCloudConfig,
  installIdRegistryStandin,
  registerFid,
  startFarcasterRelayStandin,
} from '../../devnet/src/farcaster-standin.ts'
import { startStandInSocialLogins } from '../../devnet/src/oidc-standin.ts'
import { sandboxProviderConfig, startOnrampStandin } from '../../devnet/src/onramp-standin.ts'
import { SOLANA_DEV_TOKEN, SOLANA_DEVNET_NAME, startSolanaDevnet } from '../../devnet/src/solana-devnet.ts'
import { solanaDevSecret, toHex as bytesToHex } from '../../devnet/src/solana-keys.ts'
import { startBitcoinDevnet } from '../../devnet/src/bitcoin-devnet.ts'
import { bitcoinWalletAccounts } from '../../devnet/src/bitcoin-keys.ts'
import { freePort } from '../../devnet/src/ports.mjs'
import { serveStatic } from '../../devnet/src/serve-static.mjs'

export interface E2eEnvironment {
  demoUrl: string
  /** the Latch cloud the demo calls */
  cloudUrl: string
  /** [chain 31337, chain 31338] */
  rpcUrls: [string, string]
  token: `0x${string}`
  nft: `0x${string}`
  /** Uniswap V2 on both chains: WETH9, factory, Router02 and the second test token LST (tooling/devnet/src/uniswap.mjs) */
  dex: { weth: `0x${string}`; factory: `0x${string}`; router: `0x${string}`; swapToken: `0x${string}` }
  /** the ten funded dev accounts (anvil has them unlocked), derived once here for every test file */
  accounts: `0x${string}`[]
  /** the pairing test wallet page (apps/test-wallet), on its own origin */
  testWalletUrl: string
  /** the cloud's pairing relay, ws://…/relay */
  relayUrl: string
  /** POST <controlUrl>/cloud/restart stops the cloud and starts it again on the same port */
  controlUrl: string
  /** the embedded wallet's frame, http://127.0.0.1:<port>/ (its own origin on the demo's site) */
  frameUrl: string
  /** the frame's build (what the frame server serves, and what `latch-frame build` finishes into static files) */
  frameDir: string
  /** the ERC-4337 bundler of each devnet chain, by chain id (the frame may call them) */
  bundlers: Record<string, string>
  /** the mail catcher's inbox: JSON `GET <mailInboxUrl>/messages?to=<email>` lists the mails the cloud sent */
  mailInboxUrl: string
  /** the OpenID stand-in every demo social signs in at (devInteractions: any login, any password) */
  oidcIssuer: string
  /** the socials the demo offers, each configured at the stand-in */
  socials: string[]
  /** the Farcaster relay stand-in; its links open `<testWalletUrl>#farcaster?channelToken=…` */
  farcasterRelayUrl: string
  /** fid registered (IdRegistry stand-in on chain 31337) to the custody key below */
  farcasterFid: number
  /** the custody key of farcasterFid (the test wallet's account #1): approveFarcasterSignIn(link, { privateKey }) signs with it */
  farcasterCustodyKey: Hex
  farcasterUsername: string
  /** the Solana devnet part: its RPC, CAIP-2 id, SPL mint and the funded dev keys (address, ed25519 secret in hex) */
  solana: { rpcUrl: string; caipNetworkId: string; mint: string; keys: { address: string; secretHex: string }[] }
  /** the Bitcoin regtest part (an Esplora stand-in; blocks only on POST <esploraUrl>/mine): its dev keys are
   * bitcoinDevKey(index) of tooling/devnet/src/bitcoin-keys.ts */
  bitcoin: { esploraUrl: string; caipNetworkId: string }
  /** the cloud's admin token (the operator's dashboard signs in with it) */
  adminToken: string
  /** the sandbox onramp checkout (stand-in card provider): its origin */
  onrampCheckoutUrl: string
  /** the demo under project PASSKEY_PROJECT_ID, it and its frame named by `localhost` (a passkey's relying party id is
   * a domain, never an IP address): the same build as demoUrl, its frame address rewritten */
  passkeyDemoUrl: string
  /** the frame as the passkey demo embeds it, the cloud's passkey origin */
  passkeyFrameUrl: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eEnvironment
  }
}

const FARCASTER_FID = 1
const FARCASTER_USERNAME = 'latch-tester'
const ADMIN_TOKEN = 'latch-e2e-admin-token-0123456789'
const ONRAMP_SECRET = 'latch-e2e-onramp-secret-0123456789'

/** the project with passkeys and sign-in with a linked wallet on (the demo projects keep them off, as `npm start` has no
 * passkey origin) */
export const PASSKEY_PROJECT_ID = 'latch-demo-passkeys'

/** the built demo served once more, by `localhost`, with its frame address on `localhost`: the same servers answer
 * both names */
async function servePasskeyDemo(demoDir: string, frameOrigin: string, passkeyFrameOrigin: string) {
  const dir = await mkdtemp(join(tmpdir(), 'latch-e2e-passkey-demo-'))
  await cp(demoDir, dir, { recursive: true })
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|html)$/.test(entry.name)) continue
    const file = join(entry.parentPath, entry.name)
    const text = await readFile(file, 'utf8')
    if (text.includes(frameOrigin)) await writeFile(file, text.replaceAll(frameOrigin, passkeyFrameOrigin))
  }
  const served = await serveStatic(dir)
  // named by localhost too: the frame is then same-site, as this Chromium blocks a cross-site frame's storage
  const url = served.url.replace('//127.0.0.1:', '//localhost:')
  return {
    url,
    close: async () => {
      await served.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

export default async function setup(project: TestProject) {
  // each chain with its ERC-4337 bundler (alto), started once per run like every service here
  const devnet = await startDevnet({
    chains: [
      { chainId: 31337, port: await freePort(), bundlerPort: await freePort() },
      { chainId: 31338, port: await freePort(), bundlerPort: await freePort() },
    ],
  })
  const cleanups: (() => Promise<void>)[] = [() => devnet.stop()]
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  }
  try {
    const rpcUrls = devnet.chains.map((chain) => chain.rpcUrl) as [string, string]
    const bundlers = Object.fromEntries(devnet.chains.map((chain) => [String(chain.chainId), chain.bundlerUrl!]))
    const solana = await startSolanaDevnet({ port: await freePort() })
    cleanups.push(() => solana.close())
    const bitcoin = await startBitcoinDevnet({ port: await freePort() })
    cleanups.push(() => bitcoin.close())
    const bitcoinPart = { esploraUrl: bitcoin.url, caipNetworkId: bitcoin.caipNetworkId }
    const solanaKeys = solana.keys.map((key, index) => ({
      address: key.address as string,
      secretHex: bytesToHex(solanaDevSecret(index)),
    }))
    const dataDir = await mkdtemp(join(tmpdir(), 'latch-e2e-cloud-'))
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    // every mail of the run is kept: its codes are looked for in the cloud's log at the end
    const mail = await startMailCatcher({ port: 0, httpPort: 0, keep: 100_000 })
    cleanups.push(() => mail.stop())
    // the frame's port is chosen first: the social redirect URI the stand-in and the cloud know names it
    const framePort = await freePort()
    const frameUrl = `http://127.0.0.1:${framePort}/`
    const passkeyFrameUrl = `http://localhost:${framePort}/`
    // the test wallet's port too: the Farcaster relay's links point at its Farcaster screen
    const testWalletPort = await freePort()
    const farcasterRelay = await startFarcasterRelayStandin({
      clientUrl: `http://127.0.0.1:${testWalletPort}/#farcaster`,
    })
    cleanups.push(() => farcasterRelay.close())
    // as in `npm start`: fid 1 belongs to the test wallet's account (dev account 1), so its Farcaster screen can approve too
    const farcasterCustodyKey = toHex(DEV_ACCOUNTS[1]!.getHdKey().privateKey!)
    await installIdRegistryStandin(rpcUrls[0])
    await registerFid(rpcUrls[0], FARCASTER_FID, DEV_ACCOUNTS[1]!.address)
    const standIn = await startStandInSocialLogins({ providers: DEMO_SOCIALS, frameUrl })
    cleanups.push(() => standIn.stop())
    // the sandbox onramp checkout, as in `npm start`: it calls the cloud back on the port chosen here
    const cloudPort = await freePort()
    const onramp = await startOnrampStandin({
      secret: ONRAMP_SECRET,
      cloudUrl: `http://127.0.0.1:${cloudPort}`,
      rpcUrls: { 31337: rpcUrls[0], 31338: rpcUrls[1] },
    })
    cleanups.push(() => onramp.close())
    // the same chains and prices `npm start` gives the cloud
    const cloudConfig = cloudConfigSchema.parse({
      port: cloudPort,
      onrampProviders: [sandboxProviderConfig(onramp.checkoutUrl, ONRAMP_SECRET)],
      dataDir,
      chains: devnetCloudChains(rpcUrls),
      // as `npm start`: the devnet paymaster's verifying signer, for the sponsored demo project
      paymasterSignerKey: PAYMASTER_SIGNER_KEY,
      solanaChains: [
        {
          caipNetworkId: solana.caipNetworkId,
          name: SOLANA_DEVNET_NAME,
          rpcUrl: solana.url,
          testnet: true,
          tokens: [
            {
              mint: solana.mint,
              symbol: SOLANA_DEV_TOKEN.symbol,
              name: SOLANA_DEV_TOKEN.name,
              decimals: SOLANA_DEV_TOKEN.decimals,
            },
          ],
        },
      ],
      prices: DEVNET_PRICES,
      smtp: { host: '127.0.0.1', port: mail.smtpPort },
      oidcProviders: standIn.oidcProviders,
      farcaster: farcasterCloudConfig(farcasterRelay.url, frameUrl, rpcUrls[0]),
      // the frame by its localhost name is the passkeys' relying party (passkey-demo below)
      passkeys: { origin: passkeyFrameUrl },
      // as in production: the code hashes and wallet shares keyed by a configured secret
      authSecret: 'latch-e2e-auth-secret-0123456789',
      // every browser of the suite is one client address (127.0.0.1): the per-IP limits get the per-project
      // figures, or a full run trips them; the limits themselves are tested in apps/cloud/test
      authLimits: { codeGuessesPerIp: 3000 },
      rateLimits: {
        emailStart: { perIp: { limit: 3000, windowMs: 600_000 } },
        farcasterChannel: { perIp: { limit: 3000, windowMs: 60_000 } },
        socialUri: { perIp: { limit: 6000, windowMs: 60_000 } },
        rpc: { perIp: { limit: 120_000, windowMs: 60_000 } },
        approvals: { perIp: { limit: 3000, windowMs: 60_000 } },
      },
      // the relay's per-address limits likewise: every page and test wallet of the run is one address
      relay: {
        maxConnectionsPerIp: 2000,
        storage: { maxBytesPerClient: 256 * 1024 * 1024, maxTopicsPerClient: 100_000 },
      },
      // as `npm start`: the admin API on, for the operator's dashboard (dashboard.e2e.ts)
      adminToken: ADMIN_TOKEN,
      // every line, into a file checked for secrets at the end (collectCloudLog); only warnings reach the output
      logLevel: 'debug',
    })
    const cloudLogFile = join(dataDir, 'cloud.log')
    const cloudLog = collectCloudLog(cloudLogFile)
    // runs once everything after it has stopped: the whole run's log must carry no code, secret or share
    cleanups.push(async () => {
      await cloudLog.close()
      const codes = mail.messages().flatMap((message) => codeOf(message.subject) ?? [])
      const secrets = [
        cloudConfig.authSecret ?? '',
        ADMIN_TOKEN,
        ONRAMP_SECRET,
        ...Object.values(standIn.oidcProviders).map((provider) => provider.clientSecret),
      ]
      const { lines, leaks } = checkCloudLog(cloudLogFile, { codes, secrets: secrets.filter(Boolean) })
      if (lines > 0 && leaks.length === 0) return
      console.error(
        lines === 0
          ? 'e2e: the cloud wrote no log line: its log was not collected'
          : `e2e: the cloud's log carries secrets in ${leaks.length} lines (${codes.length} codes checked):\n${leaks.slice(0, 20).join('\n')}`,
      )
      process.exitCode = 1
    })
    let cloud = await startCloud(cloudConfig)
    cleanups.push(() => cloud.stop())
    const relayUrl = `${cloud.url.replace(/^http/, 'ws')}/relay`
    const frameDir = await mkdtemp(join(tmpdir(), 'latch-e2e-frame-'))
    cleanups.push(() => rm(frameDir, { recursive: true, force: true }))
    await buildFrame({ outDir: frameDir, logLevel: 'error' })
    const frame = await startFrameServer({
      root: frameDir,
      cloudUrl: cloud.url,
      port: framePort,
      publicHost: '127.0.0.1',
      rpcUrls: [...rpcUrls, solana.url],
      bundlers,
    })
    cleanups.push(() => frame.close())
    if (frame.url !== frameUrl)
      throw new Error(`the frame serves on ${frame.url}, but the social redirect URI was made for ${frameUrl}`)
    const outDir = await mkdtemp(join(tmpdir(), 'latch-e2e-demo-'))
    cleanups.push(() => rm(outDir, { recursive: true, force: true }))
    const solanaPart = { rpcUrl: solana.url, caipNetworkId: solana.caipNetworkId, mint: solana.mint as string }
    await buildDemo({
      outDir,
      rpcUrls,
      cloudUrl: cloud.url,
      frameUrl: frame.url,
      solana: solanaPart,
      bitcoin: bitcoinPart,
      logLevel: 'error',
    })
    const demo = await serveStatic(outDir)
    cleanups.push(() => demo.close())
    // the demo project allows exactly the served demo's origin and the frame's (it calls the cloud itself)
    // (SPEC §5 allowed origins)
    await seedDemo(cloud.context, { origins: [new URL(demo.url).origin, frame.origin] })
    const passkeyDemo = await servePasskeyDemo(outDir, frame.origin, new URL(passkeyFrameUrl).origin)
    cleanups.push(() => passkeyDemo.close())
    await saveProject(cloud.context.db, {
      id: PASSKEY_PROJECT_ID,
      name: 'Latch demo (passkeys)',
      allowedOrigins: [new URL(passkeyDemo.url).origin, new URL(passkeyFrameUrl).origin],
      plan: 'pro',
      // and sign-in with a linked browser wallet (embedded-social.e2e.ts)
      features: { ...ALL_FEATURES_ON, passkeys: true, walletSignIn: true },
      isAnalyticsEnabled: false,
    })
    const walletDir = await mkdtemp(join(tmpdir(), 'latch-e2e-test-wallet-'))
    cleanups.push(() => rm(walletDir, { recursive: true, force: true }))
    await buildTestWallet({
      outDir: walletDir,
      relayUrl,
      rpcUrls,
      farcasterRelayUrl: farcasterRelay.url,
      // as in `npm start`: the wallet's Solana account is dev key 1
      solana: { caipNetworkId: solana.caipNetworkId, rpcUrl: solana.url, secretHex: solanaKeys[1]!.secretHex },
      // and its Bitcoin accounts are dev key 1's
      bitcoin: { caipNetworkId: bitcoin.caipNetworkId, accounts: bitcoinWalletAccounts(1) },
      logLevel: 'error',
    })
    const testWallet = await serveStatic(walletDir, { port: testWalletPort })
    cleanups.push(() => testWallet.close())
    // the relay-restart test stops the cloud process's server and starts it again on the same port; the expiry tests
    // age a person's sign-in sessions in the cloud's database (seven days cannot pass in a test)
    const control = createServer((request, response) => {
      if (request.method === 'POST' && request.url === '/auth/expire-sessions')
        return void expireSessions(request).then(
          (count) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ count })),
          (error: unknown) => response.writeHead(500).end(String(error)),
        )
      if (request.method !== 'POST' || request.url !== '/cloud/restart') return void response.writeHead(404).end()
      const restart = async () => {
        await cloud.stop()
        cloud = await startCloud(cloudConfig)
      }
      restart().then(
        () => response.writeHead(204).end(),
        (error: unknown) => response.writeHead(500).end(String(error)),
      )
    })
    /** every sign-in session of the person with this email (`{ email }`) ends a minute ago; how many there were */
    async function expireSessions(request: IncomingMessage): Promise<number> {
      let body = ''
      for await (const chunk of request) body += chunk
      const { email } = JSON.parse(body) as { email: string }
      const { db } = cloud.context
      const updated = await db
        .updateTable('auth_sessions')
        .set({ expires_at: Date.now() - 60_000 })
        .where('user_id', 'in', db.selectFrom('auth_users').select('id').where('email', '=', email))
        .executeTakeFirst()
      return Number(updated.numUpdatedRows)
    }
    await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => new Promise<void>((resolve) => control.close(() => resolve())))
    const controlAddress = control.address()
    const controlUrl = `http://127.0.0.1:${typeof controlAddress === 'object' && controlAddress ? controlAddress.port : 0}`
    const accounts = DEV_ACCOUNTS.map((account) => account.address)
    project.provide('e2e', {
      demoUrl: demo.url,
      cloudUrl: cloud.url,
      rpcUrls,
      token: devnet.token,
      nft: devnet.nft,
      dex: devnet.dex,
      accounts,
      testWalletUrl: testWallet.url,
      relayUrl,
      controlUrl,
      frameUrl: frame.url,
      frameDir,
      bundlers,
      mailInboxUrl: mail.inboxUrl,
      oidcIssuer: standIn.issuer,
      socials: [...DEMO_SOCIALS],
      farcasterRelayUrl: farcasterRelay.url,
      farcasterFid: FARCASTER_FID,
      farcasterCustodyKey,
      farcasterUsername: FARCASTER_USERNAME,
      solana: { ...solanaPart, keys: solanaKeys },
      bitcoin: bitcoinPart,
      adminToken: ADMIN_TOKEN,
      onrampCheckoutUrl: onramp.url,
      passkeyDemoUrl: `${passkeyDemo.url.replace(/\/$/, '')}/?projectId=${PASSKEY_PROJECT_ID}`,
      passkeyFrameUrl,
    })
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}
