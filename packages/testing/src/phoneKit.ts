// The phone wallet's WalletKit over a Core built here: the given relay only, telemetry off, verify and the init event
// answered locally, and storage in memory, so nothing waits on (or reaches) a vendor host and nothing is written to disk.
import { type IWalletKit, WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'

type CoreStorage = NonNullable<NonNullable<ConstructorParameters<typeof Core>[0]>['storage']>

/** Where the phone wallet's WalletKit connects, and how it is told apart from another client in the same process. */
export interface PhoneKitOptions {
  relayUrl: string
  projectId: string
  /** two clients in one process need different storage prefixes */
  storagePrefix: string
  name: string
}

/** a Core storage in memory: a session does not outlive the wallet */
function memoryStorage(): CoreStorage {
  const map = new Map<string, string>()
  // values are copied in and out, as a real store would serialise them
  const read = (key: string) => {
    const value = map.get(key)
    return value === undefined ? undefined : JSON.parse(value)
  }
  return {
    getKeys: async () => [...map.keys()],
    getEntries: async () => [...map.keys()].map((key) => [key, read(key)]),
    getItem: async (key: string) => read(key),
    setItem: async (key: string, value: unknown) => void map.set(key, JSON.stringify(value)),
    removeItem: async (key: string) => void map.delete(key),
  } as CoreStorage
}

export function createPhoneKit(options: PhoneKitOptions): Promise<IWalletKit> {
  const core = new Core({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    customStoragePrefix: options.storagePrefix,
    telemetryEnabled: false,
    logger: 'error',
    storage: memoryStorage(),
  })
  // the vendor's verify service would fetch its key and load a page, waiting its 5 s timer on every message
  Object.assign(core.verify, {
    init: async () => {},
    register: async () => '',
    resolve: async () => ({ origin: '' }),
  })
  // the event client posts an INIT event to the vendor's analytics host even with telemetry off
  Object.assign(core.eventClient, {
    init: async () => {},
    sendEvent: async () => new Response(null, { status: 204 }),
  })
  return WalletKit.init({
    core,
    metadata: { name: options.name, description: 'A scripted phone wallet', url: 'http://127.0.0.1', icons: [] },
  })
}
