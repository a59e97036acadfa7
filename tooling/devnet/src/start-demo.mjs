// `npm start`: two local chains, a Solana stand-in (litesvm) and a Bitcoin regtest Esplora stand-in, the Latch cloud (SQLite in .data/, indexing both chains, with its pairing relay),
// a mail catcher for its one-time codes, an OpenID stand-in for the social logins, the Farcaster stand-ins (relay,
// and the IdRegistry on chain 31337 with fid 1 for the test wallet's account), the embedded wallet's frame
// built and served on its own origin, the demo dApp built against all of them and served, and the pairing test
// wallet (a stand-in phone wallet) served on its own origin; Ctrl-C stops everything. Runs under tsx: the cloud
// and the frame server are TypeScript.
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { buildDashboard } from '../../../apps/dashboard/build.mjs'
import { startDashboardServer } from '../../../apps/dashboard/server.ts'
import { buildDemo } from '../../../apps/demo/build.mjs'
import { DEMO_SOCIALS } from '../../../apps/demo/src/socials.ts'
import { buildFrame } from '../../../apps/frame/build.mjs'
import { startFrameServer } from '../../../apps/frame/server.ts'
import { buildTestWallet } from '../../../apps/test-wallet/build.mjs'
import { keptAuthSecret } from '../../../apps/cloud/src/auth/authSecret.ts'
import { cloudConfigSchema } from '../../../apps/cloud/src/config.ts'
import { DEMO_PROJECT_ID, seedDemo, SPONSORED_DEMO_PROJECT_ID } from '../../../apps/cloud/src/seed.ts'
import { startMailCatcher } from './mail/catcher.ts'
import { startCloud } from '../../../apps/cloud/src/server.ts'
import { DEVNET_PRICES, devnetCloudChains } from './cloud-config.mjs'
import { DEV_ACCOUNTS, PAYMASTER_SIGNER, PAYMASTER_SIGNER_KEY, startDevnet } from './devnet.mjs'
import {
  farcasterCloudConfig,
  installIdRegistryStandin,
  registerFid,
  startFarcasterRelayStandin,
} from './farcaster-standin.ts'
import { startStandInSocialLogins } from './oidc-standin.ts'
import { sandboxProviderConfig, startOnrampStandin } from './onramp-standin.ts'
import { SOLANA_DEV_TOKEN, SOLANA_DEVNET_CAIP_ID, SOLANA_DEVNET_NAME, startSolanaDevnet } from './solana-devnet.ts'
import { solanaDevSecret, toHex } from './solana-keys.ts'
import {
  BITCOIN_DEV_FUNDS,
  BITCOIN_DEVNET_NAME,
  BITCOIN_REGTEST_CAIP_ID,
  startBitcoinDevnet,
} from './bitcoin-devnet.ts'
import { bitcoinWalletAccounts } from './bitcoin-keys.ts'
import { isPortFree } from './ports.mjs'
import { serveStatic } from './serve-static.mjs'
import { createShutdown } from './shutdown.mjs'

const shutdown = createShutdown()
const { started } = shutdown
let ending = false
/** the start under way; its steps stop at the next one once the run is ending */
let startup = Promise.resolve()
/** stops everything started, what is still starting included, then exits */
async function end(code, error) {
  if (ending) return
  ending = true
  if (error) console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`)
  console.error('Stopping everything npm start started…')
  await shutdown.stopAll()
  // a step under way when the run ended registers what it started and then stops: stop that too
  await startup.catch(() => {})
  await shutdown.stopAll()
  process.exit(code)
}
process.on('uncaughtException', (error) => end(1, error))
process.on('unhandledRejection', (error) => end(1, error))
process.on('SIGINT', () => end(0))
process.on('SIGTERM', () => end(0))

/** the cloud serves its pairing relay on the same port, path /relay */
const relayUrlOf = (cloudUrl) => `${cloudUrl.replace(/^http/, 'ws')}/relay`
const env = (name, fallback) => Number(process.env[name] ?? fallback)
const portA = env('LATCH_RPC_PORT_A', 8545)
const portB = env('LATCH_RPC_PORT_B', 8546)
/** the ERC-4337 bundler (alto) of each chain */
const bundlerPortA = env('LATCH_BUNDLER_PORT_A', 4337)
const bundlerPortB = env('LATCH_BUNDLER_PORT_B', 4338)
const demoPort = env('LATCH_DEMO_PORT', 5173)
const cloudPort = env('LATCH_CLOUD_PORT', 8787)
const testWalletPort = env('LATCH_TEST_WALLET_PORT', 5174)
const smtpPort = env('LATCH_SMTP_PORT', 2525)
const inboxPort = env('LATCH_MAIL_INBOX_PORT', 8025)
const framePort = env('LATCH_FRAME_PORT', 5175)
const oidcPort = env('LATCH_OIDC_PORT', 5176)
const farcasterPort = env('LATCH_FARCASTER_PORT', 5177)
const solanaPort = env('LATCH_SOLANA_PORT', 8899)
/** an operator's Solana RPC (and, optionally, the CAIP-2 id and an SPL mint to list) replaces the stand-in */
const operatorSolana = process.env.LATCH_SOLANA_RPC_URL
  ? {
      url: process.env.LATCH_SOLANA_RPC_URL,
      caipNetworkId: process.env.LATCH_SOLANA_CAIP_ID ?? SOLANA_DEVNET_CAIP_ID,
      mint: process.env.LATCH_SOLANA_MINT ?? '',
    }
  : undefined
const bitcoinPort = env('LATCH_BITCOIN_PORT', 3002)
/** an operator's Esplora (a real regtest/testnet Esplora or mempool `/api`, and its CAIP-2 id) replaces the stand-in */
const operatorBitcoin = process.env.LATCH_BITCOIN_ESPLORA_URL
  ? {
      url: process.env.LATCH_BITCOIN_ESPLORA_URL,
      caipNetworkId: process.env.LATCH_BITCOIN_CAIP_ID ?? BITCOIN_REGTEST_CAIP_ID,
    }
  : undefined
/** the stand-in mines a block this often (and on POST /mine) */
const BITCOIN_BLOCK_MS = 10_000
const dashboardPort = env('LATCH_DASHBOARD_PORT', 5178)
/** the sandbox onramp checkout (a stand-in card provider) */
const onrampPort = env('LATCH_ONRAMP_PORT', 5179)
/** an operator's onramp providers (JSON, as the cloud reads it) replace the sandbox */
const operatorOnramp = process.env.LATCH_ONRAMP_PROVIDERS ? JSON.parse(process.env.LATCH_ONRAMP_PROVIDERS) : undefined
/** the operator's dashboard signs in with the admin token: the operator's own, or one made for this run */
const adminToken = process.env.LATCH_ADMIN_TOKEN || randomBytes(24).toString('base64url')
/** the frame is another origin (its own port) on the demo's site: isolated by the same-origin policy, and not a
 * third party, so browsers that block third-party storage still give it storage (docs/design/embedded.md) */
const frameUrl = `http://127.0.0.1:${framePort}/`
/** the test wallet's Farcaster screen stands in for the Farcaster client: the relay's links open it */
const farcasterClientUrl = `http://127.0.0.1:${testWalletPort}/#farcaster`
/** the test wallet's account (apps/test-wallet signs with dev account 1) holds fid 1 */
const FARCASTER_FID = 1
const farcasterAccount = DEV_ACCOUNTS[1]
/** an operator's own providers (JSON, as the cloud reads it) replace the stand-in */
const operatorProviders = process.env.LATCH_OIDC_PROVIDERS
  ? parseJsonObject('LATCH_OIDC_PROVIDERS', '{"google":{"issuer":…,"clientId":…,"clientSecret":…,"redirectUri":…}}')
  : undefined
/** an operator's Farcaster settings (JSON, as the cloud reads it) replace the relay and IdRegistry stand-ins */
const operatorFarcaster = process.env.LATCH_FARCASTER
  ? parseJsonObject('LATCH_FARCASTER', '{"relayUrl":…,"domain":…,"siweUri":…,"idRegistry":{"rpcUrl":…}}')
  : undefined

/** everything `npm start` runs, each registered with its stop as it starts */
async function start() {
  const ports = [
    [bundlerPortA, 'LATCH_BUNDLER_PORT_A'],
    [bundlerPortB, 'LATCH_BUNDLER_PORT_B'],
    [demoPort, 'LATCH_DEMO_PORT'],
    [cloudPort, 'LATCH_CLOUD_PORT'],
    [testWalletPort, 'LATCH_TEST_WALLET_PORT'],
    [smtpPort, 'LATCH_SMTP_PORT'],
    [inboxPort, 'LATCH_MAIL_INBOX_PORT'],
    [framePort, 'LATCH_FRAME_PORT'],
    [dashboardPort, 'LATCH_DASHBOARD_PORT'],
    ...(operatorOnramp ? [] : [[onrampPort, 'LATCH_ONRAMP_PORT']]),
    ...(operatorFarcaster ? [] : [[farcasterPort, 'LATCH_FARCASTER_PORT']]),
    ...(operatorProviders ? [] : [[oidcPort, 'LATCH_OIDC_PORT']]),
    ...(operatorSolana ? [] : [[solanaPort, 'LATCH_SOLANA_PORT']]),
    ...(operatorBitcoin ? [] : [[bitcoinPort, 'LATCH_BITCOIN_PORT']]),
  ]
  for (const [port, name] of ports) {
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      throw new Error(`${name} must be a port number (1–65535), got ${process.env[name]}`)
    if (!(await isPortFree(port))) throw new Error(`Port ${port} is in use: set ${name} to another port`)
  }
  const taken = new Map()
  for (const [port, name] of ports) {
    if (taken.has(port)) throw new Error(`${name} and ${taken.get(port)} are both ${port}: give each its own port`)
    taken.set(port, name)
  }

  const devnet = started(
    await startDevnet({
      chains: [
        { chainId: 31337, port: portA, bundlerPort: bundlerPortA },
        { chainId: 31338, port: portB, bundlerPort: bundlerPortB },
      ],
      log: (line) => process.stderr.write(line),
    }),
    (devnet) => devnet.stop(),
  )
  const rpcUrls = devnet.chains.map((chain) => chain.rpcUrl)
  /** where the embedded wallet holds a smart account: each chain with its bundler */
  const bundlers = Object.fromEntries(devnet.chains.map((chain) => [String(chain.chainId), chain.bundlerUrl]))
  // the Solana chain: a litesvm STAND-IN (no validator binary is on npm) with funded dev keys and an SPL token
  const solanaStandin = operatorSolana ? undefined : started(await startSolanaDevnet({ port: solanaPort }), close)
  // the Bitcoin chain: a regtest Esplora STAND-IN (no bitcoind on npm or in Debian) with funded dev keys
  const bitcoinStandin = operatorBitcoin
    ? undefined
    : started(await startBitcoinDevnet({ port: bitcoinPort, blockIntervalMs: BITCOIN_BLOCK_MS }), close)
  const bitcoin = operatorBitcoin ?? { url: bitcoinStandin.url, caipNetworkId: bitcoinStandin.caipNetworkId }
  const solana = operatorSolana ?? {
    url: solanaStandin.url,
    caipNetworkId: solanaStandin.caipNetworkId,
    mint: solanaStandin.mint,
  }
  /** the test wallet's Solana account: dev key 1, as its EVM account is dev account 1 */
  const solanaWalletKey = toHex(solanaDevSecret(1))
  const outDir = fileURLToPath(new URL('../../../apps/demo/dist', import.meta.url))
  const testWalletDir = fileURLToPath(new URL('../../../apps/test-wallet/dist', import.meta.url))
  const frameDir = fileURLToPath(new URL('../../../apps/frame/dist/app', import.meta.url))
  let standIn
  let farcasterRelay
  let onramp
  // email one-time codes go to a local catcher whose inbox page a person can read
  const mail = started(await startMailCatcher({ port: smtpPort, httpPort: inboxPort }), (mail) => mail.stop())
  // every social the demo offers signs in at the local OpenID stand-in, unless the operator gave providers
  if (!operatorProviders)
    standIn = started(
      await startStandInSocialLogins({ providers: DEMO_SOCIALS, frameUrl, port: oidcPort }),
      (standIn) => standIn.stop(),
    )
  // Farcaster's relay and Optimism's IdRegistry do not run here: stand-ins, with the registry on chain 31337
  if (!operatorFarcaster) {
    farcasterRelay = started(
      await startFarcasterRelayStandin({ port: farcasterPort, clientUrl: farcasterClientUrl }),
      close,
    )
    await installIdRegistryStandin(rpcUrls[0])
    await registerFid(rpcUrls[0], FARCASTER_FID, farcasterAccount.address)
  }
  // the sandbox checkout pays devnet funds and tells the cloud with a callback signed by a secret made for this run
  const onrampSecret = randomBytes(24).toString('base64url')
  if (!operatorOnramp)
    onramp = started(
      await startOnrampStandin({
        port: onrampPort,
        secret: onrampSecret,
        cloudUrl: `http://127.0.0.1:${cloudPort}`,
        rpcUrls: { 31337: rpcUrls[0], 31338: rpcUrls[1] },
      }),
      close,
    )
  const dataDir = process.env.LATCH_CLOUD_DATA_DIR ?? fileURLToPath(new URL('../../../.data', import.meta.url))
  const cloud = started(
    await startCloud(
      cloudConfigSchema.parse({
        port: cloudPort,
        dataDir,
        // a real secret for the code hashes and the wallet shares, made once and kept in the data folder (gitignored)
        authSecret: process.env.LATCH_AUTH_SECRET || keptAuthSecret(dataDir),
        databaseUrl: process.env.DATABASE_URL,
        // the demo's console stays readable: the cloud's warnings only, unless LATCH_LOG_LEVEL asks for its request lines
        logLevel: process.env.LATCH_LOG_LEVEL || 'warn',
        adminToken,
        chains: devnetCloudChains(rpcUrls),
        // the devnet paymaster's verifying signer (dev key 18, bound into its contract); a deployed cloud reads its own
        // from LATCH_PAYMASTER_SIGNER_KEY (apps/cloud/src/config.ts)
        paymasterSignerKey: PAYMASTER_SIGNER_KEY,
        solanaChains: [
          {
            caipNetworkId: solana.caipNetworkId,
            name: SOLANA_DEVNET_NAME,
            rpcUrl: solana.url,
            testnet: true,
            tokens: solana.mint
              ? [
                  {
                    mint: solana.mint,
                    symbol: SOLANA_DEV_TOKEN.symbol,
                    name: SOLANA_DEV_TOKEN.name,
                    decimals: SOLANA_DEV_TOKEN.decimals,
                  },
                ]
              : [],
          },
        ],
        prices: DEVNET_PRICES,
        smtp: { host: '127.0.0.1', port: mail.smtpPort },
        oidcProviders: operatorProviders ?? standIn.oidcProviders,
        farcaster: operatorFarcaster ?? farcasterCloudConfig(farcasterRelay.url, frameUrl, rpcUrls[0]),
        onrampProviders: operatorOnramp ?? [sandboxProviderConfig(onramp.checkoutUrl, onrampSecret)],
      }),
    ),
    (cloud) => cloud.stop(),
  )
  // the frame calls the cloud from its own origin: the demo project allows it next to the demo's
  await seedDemo(cloud.context, {
    origins: [`http://127.0.0.1:${demoPort}`, `http://localhost:${demoPort}`, new URL(frameUrl).origin],
  })
  await buildFrame({ outDir: frameDir, logLevel: 'warn' })
  // the frame sends Solana transactions too: its connect-src names the Solana RPC
  const frame = started(
    await startFrameServer({
      root: frameDir,
      cloudUrl: cloud.url,
      port: framePort,
      publicHost: '127.0.0.1',
      rpcUrls: [...rpcUrls, solana.url],
      bundlers,
    }),
    close,
  )
  await buildDemo({
    outDir,
    rpcUrls,
    cloudUrl: cloud.url,
    frameUrl: frame.url,
    solana: { rpcUrl: solana.url, caipNetworkId: solana.caipNetworkId, mint: solana.mint },
    bitcoin: { esploraUrl: bitcoin.url, caipNetworkId: bitcoin.caipNetworkId },
  })
  const demo = started(await serveStatic(outDir, { port: demoPort }), close)
  await buildTestWallet({
    outDir: testWalletDir,
    relayUrl: relayUrlOf(cloud.url),
    rpcUrls,
    farcasterRelayUrl: farcasterRelay?.url ?? operatorFarcaster.relayUrl,
    solana: { caipNetworkId: solana.caipNetworkId, rpcUrl: solana.url, secretHex: solanaWalletKey },
    // the phone wallet's Bitcoin accounts: dev key 1's payment and ordinal ones
    bitcoin: { caipNetworkId: bitcoin.caipNetworkId, accounts: bitcoinWalletAccounts(1) },
  })
  const testWallet = started(await serveStatic(testWalletDir, { port: testWalletPort }), close)
  const dashboardDir = fileURLToPath(new URL('../../../apps/dashboard/dist', import.meta.url))
  await buildDashboard({ outDir: dashboardDir })
  const dashboard = started(
    await startDashboardServer({ root: dashboardDir, cloudUrl: cloud.url, port: dashboardPort }),
    close,
  )
  const socialsLine = operatorProviders
    ? `OpenID providers from LATCH_OIDC_PROVIDERS: ${Object.keys(operatorProviders).join(', ') || 'none'}`
    : `OpenID stand-in ${standIn.issuer}   (${DEMO_SOCIALS.join(', ')} all sign in here: any login, any password; you get <login>@example.com)`
  const farcasterLine = operatorFarcaster
    ? `Farcaster from LATCH_FARCASTER: relay ${operatorFarcaster.relayUrl}`
    : `Farcaster relay ${farcasterRelay.url}   (stand-in; its sign-in links open the test wallet's Farcaster screen; fid 1 "latch-tester" is the funded account)`

  console.log(`
Latch demo      ${demo.url}
Latch cloud     ${cloud.url}   (project ${DEMO_PROJECT_ID}, ${cloud.context.engine})
Dashboard       ${dashboard.url}/#token=${adminToken}   (the operator's dashboard, signed in with the admin token)
Admin token     ${adminToken}   (${process.env.LATCH_ADMIN_TOKEN ? 'LATCH_ADMIN_TOKEN' : 'made for this run; set LATCH_ADMIN_TOKEN to keep one'}: Authorization: Bearer … on /admin/*)
Mail inbox      ${mail.inboxUrl}   (one-time codes sent by the cloud: sign in by email, read the code here)
Wallet frame    ${frame.url}   (the embedded wallet, on its own origin; holds the keys)
${socialsLine}
${farcasterLine}
Pairing relay   ${relayUrlOf(cloud.url)}
Onramp checkout ${onramp ? `${onramp.url}   (sandbox stand-in for a card provider: test card 4242 4242 4242 4242 pays devnet ETH or LTT from dev account 9)` : 'providers from LATCH_ONRAMP_PROVIDERS'}
Test wallet     ${testWallet.url}   (a stand-in phone wallet: paste the demo's WalletConnect link, or scan its QR image)
Chain 31337     ${rpcUrls[0]}   (Latch Devnet)
Chain 31338     ${rpcUrls[1]}   (Latch Devnet 31338)
Test ERC-20     ${devnet.token}   (LTT, on both chains)
Test ERC-721    ${devnet.nft}   (LNFT, on both chains)
Bundlers        ${devnet.chains.map((chain) => chain.bundlerUrl).join('   ')}   (alto, ERC-4337, chains 31337 and 31338)
EntryPoint      ${devnet.erc4337.entryPoint}   (v0.7; both chains)
Smart account   Safe 1.4.1 (SafeL2) ${devnet.erc4337.safe.safeSingletonAddress}, SafeProxyFactory ${devnet.erc4337.factory}   (both chains)
Safe modules    Safe4337Module 0.3.0 ${devnet.erc4337.safe.safe4337ModuleAddress}, SafeModuleSetup ${devnet.erc4337.safe.safeModuleSetupAddress}, MultiSend ${devnet.erc4337.safe.multiSendAddress}, MultiSendCallOnly ${devnet.erc4337.safe.multiSendCallOnlyAddress}
Paymaster       ${devnet.erc4337.paymaster}   (VerifyingPaymaster, 100 ETH at the EntryPoint, signer ${PAYMASTER_SIGNER.address}; sponsors gas for project ${SPONSORED_DEMO_PROJECT_ID}: the demo's "Sponsored gas" switch)
Uniswap V2      router ${devnet.dex.router}, factory ${devnet.dex.factory}, WETH ${devnet.dex.weth}   (both chains)
Swap token      ${devnet.dex.swapToken}   (LST; pools LTT/WETH 1 ETH = 1000 LTT, LST/WETH 1 ETH = 2000 LST)
Solana          ${solana.url}   (${operatorSolana ? 'from LATCH_SOLANA_RPC_URL' : 'a litesvm stand-in for a validator'}; ${solana.caipNetworkId})
Solana token    ${solana.mint || '(none: set LATCH_SOLANA_MINT)'}   (${SOLANA_DEV_TOKEN.symbol}, ${SOLANA_DEV_TOKEN.decimals} decimals)
Solana account  ${solanaStandin ? solanaStandin.keys[1].address : '(your own)'}   (100 SOL, 10000 ${SOLANA_DEV_TOKEN.symbol}; the test wallet's; dev key 1 of tooling/devnet/src/solana-keys.ts)
Bitcoin         ${bitcoin.url}   (${operatorBitcoin ? 'Esplora from LATCH_BITCOIN_ESPLORA_URL' : `an Esplora stand-in for a regtest node, a block every ${BITCOIN_BLOCK_MS / 1000} s or on POST /mine`}; ${BITCOIN_DEVNET_NAME}, ${bitcoin.caipNetworkId})
Bitcoin account ${bitcoinStandin ? `${bitcoinStandin.keys[1].payment.address} (payment), ${bitcoinStandin.keys[1].ordinal.address} (ordinal)` : '(your own)'}   (${BITCOIN_DEV_FUNDS.payment / 100_000_000n} + ${BITCOIN_DEV_FUNDS.ordinal / 100_000_000n} BTC; the test wallet's; dev key 1 of tooling/devnet/src/bitcoin-keys.ts)
Funded account  ${DEV_ACCOUNTS[1].address}   (10000 ETH, 10000 LTT; key: index 1 of the "test … junk" mnemonic)

Add a chain to your wallet with the RPC URL above and its chain id. Ctrl-C stops everything.
`)
}

startup = start()
startup.catch((error) => end(1, error))

/** closes a server that has close() */
function close(server) {
  return server.close()
}

/** an environment variable holding a JSON object (checked in full by the cloud's config schema) */
function parseJsonObject(name, example) {
  let value
  try {
    value = JSON.parse(process.env[name])
  } catch (error) {
    throw new Error(`${name} is not JSON: ${error.message}`)
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${name} must be a JSON object like ${example}`)
  return value
}
