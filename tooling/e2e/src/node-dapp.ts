// A dApp as a Node SignClient on the cloud's relay: drives the pairing test wallet without the modal, so the
// wallet page is tested on its own. Its Core is built like Latch's: telemetry off, verify answered at once,
// storage in memory (the Node default writes files).
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'

type Client = Awaited<ReturnType<typeof SignClient.init>>

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getKeys: async () => [...map.keys()],
    getEntries: async <T>() => [...map.entries()].map(([key, value]) => [key, JSON.parse(value)] as [string, T]),
    getItem: async <T>(key: string) => (map.has(key) ? (JSON.parse(map.get(key)!) as T) : undefined),
    setItem: async <T>(key: string, value: T) => void map.set(key, JSON.stringify(value)),
    removeItem: async (key: string) => void map.delete(key),
  }
}

let instances = 0

export async function createNodeDapp(relayUrl: string): Promise<Client> {
  const core = new Core({
    // the e2e cloud's seeded demo project: its relay admits only projects it knows
    projectId: 'latch-demo',
    relayUrl,
    telemetryEnabled: false,
    // the rejections the tests provoke would otherwise be logged as errors
    logger: 'silent',
    storage: memoryStorage(),
    customStoragePrefix: `latch-e2e-node-dapp-${instances++}`,
  })
  Object.assign(core.verify, { init: async () => {}, register: async () => '', resolve: async () => ({ origin: '' }) })
  Object.assign(core.eventClient, { init: async () => {}, sendEvent: async () => new Response(null, { status: 204 }) })
  return SignClient.init({
    core,
    logger: 'silent',
    metadata: { name: 'Node dApp <b>test</b>', description: 'e2e', url: 'http://127.0.0.1:1', icons: [] },
  })
}

/** the namespaces Latch's EVM pairing connector asks for */
export const EVM_NAMESPACES = {
  eip155: {
    chains: ['eip155:31337', 'eip155:31338'],
    methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'],
    events: ['accountsChanged', 'chainChanged'],
  },
}
