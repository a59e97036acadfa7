// The servers an email sign-in needs, in their own process (tsx: the cloud and the frame server are TypeScript),
// so the browser and the bench do not share an event loop with them: a mail catcher, the cloud (its SMTP pointed
// at the catcher, the demo project allowing loopback pages), the already-built frame served on its own origin.
// Options as JSON in argv[2]: { dataDir, frameDir, chains, bundlers?, framePort } (bundlers: the frame's ERC-4337 bundler
// per chain id; framePort: chosen by the parent, since the cloud's passkey origin names it). Prints one line
// `READY <json>` with cloudUrl, frameUrl, passkeyFrameUrl and inboxUrl; stops everything on SIGTERM or when the parent
// closes stdin. The frame named by localhost is the passkeys' relying party (an IP address cannot be one), under a
// project of its own with passkeys on.
import { cloudConfigSchema } from '../../../../apps/cloud/src/config.ts'
import { startMailCatcher } from '../../../devnet/src/mail/catcher.ts'
import { ALL_FEATURES_ON } from '../../../../apps/cloud/src/projects/features.ts'
import { saveProject } from '../../../../apps/cloud/src/projects/store.ts'
import { seedDemo } from '../../../../apps/cloud/src/seed.ts'
import { startCloud } from '../../../../apps/cloud/src/server.ts'
import { startFrameServer } from '../../../../apps/frame/server.ts'

const options = JSON.parse(process.argv[2] ?? '{}')
if (!options.dataDir || !options.frameDir)
  throw new Error('embedded-child: give { dataDir, frameDir, chains } as JSON in argv[2]')

const stops = []
let stopping
const stop = () => {
  stopping ??= (async () => {
    for (const close of stops.splice(0).reverse()) await close().catch(() => {})
  })().finally(() => process.exit(0))
  return stopping
}
process.on('SIGTERM', stop)
process.stdin.on('end', stop)
process.stdin.resume()

try {
  const mail = await startMailCatcher({ port: 0, httpPort: 0 })
  stops.push(() => mail.stop())
  const cloud = await startCloud(
    cloudConfigSchema.parse({
      host: '127.0.0.1',
      port: 0,
      dataDir: options.dataDir,
      chains: options.chains ?? [],
      smtp: { host: '127.0.0.1', port: mail.smtpPort },
      // the bench signs in many fresh addresses; a fixed secret keeps the code hashes off the database's own
      authSecret: 'latch-bench-auth-secret-0123456789',
      passkeys: { origin: `http://localhost:${options.framePort}/` },
    }),
  )
  stops.push(() => cloud.stop())
  const frame = await startFrameServer({
    root: options.frameDir,
    cloudUrl: cloud.url,
    port: options.framePort,
    publicHost: '127.0.0.1',
    rpcUrls: (options.chains ?? []).map((chain) => chain.rpcUrl),
    bundlers: options.bundlers,
  })
  stops.push(() => frame.close())
  // the bench page and the frame are on 127.0.0.1, each on its own port: both call the cloud
  await seedDemo(cloud.context, { origins: ['http://127.0.0.1:*', frame.origin] })
  const passkeyFrameUrl = frame.url.replace('//127.0.0.1:', '//localhost:')
  await saveProject(cloud.context.db, {
    id: options.passkeyProjectId,
    name: 'Latch bench (passkeys)',
    allowedOrigins: ['http://localhost:*', new URL(passkeyFrameUrl).origin],
    plan: 'pro',
    features: { ...ALL_FEATURES_ON, passkeys: true },
    isAnalyticsEnabled: false,
  })
  console.log(
    `READY ${JSON.stringify({ cloudUrl: cloud.url, frameUrl: frame.url, passkeyFrameUrl, inboxUrl: mail.inboxUrl })}`,
  )
} catch (error) {
  console.error(`embedded bench setup failed: ${error?.message ?? error}`)
  await stop()
}
