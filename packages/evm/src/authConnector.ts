// A wagmi connector over the embedded wallet's frame, so @latch/evm (and the host's wagmi hooks) use an email or
// social login like any wallet. Loaded only inside the lazy wagmi half (wagmiAdapter.ts).
import {
  type AccountEntry,
  type EmbeddedFrame,
  type Eip1193Like,
  isUserRejection,
  type Network,
  parseChainId,
} from '@latch/core'
import { AUTH_CONNECTOR_ID } from '@latch/core/internal'
import { ChainNotConfiguredError, createConnector } from '@wagmi/core'
import { type Address, getAddress, SwitchChainError, UserRejectedRequestError } from 'viem'

export interface AuthConnectorOptions {
  /** core's shared frame load (AdapterContext.embedded) */
  embedded: () => Promise<EmbeddedFrame>
  networks: readonly Network[]
  /** whether wagmi's last connection was this connector; until then reconnect must not load the frame */
  wasRecent: () => Promise<boolean>
}

interface User {
  accounts: Address[]
  chainId: number
}

interface GetUserReply {
  address: string
  chainId: number | string
  accounts?: { address: string; type?: string }[]
}

/** the types GET_USER gave the wallet's accounts, by lowercase address */
export type AuthAccountTypes = (accounts: readonly string[]) => AccountEntry[] | undefined

export function authConnector(options: AuthConnectorOptions) {
  const networks = options.networks.filter((network) => network.chainNamespace === 'eip155')
  const rpcUrlOf = (chainId: number) =>
    networks.find((network) => Number(network.id) === chainId)?.rpcUrls.default.http[0]

  return createConnector<Eip1193Like>((config) => {
    let frame: EmbeddedFrame | undefined
    let user: User | undefined
    const types = new Map<string, AccountEntry['type']>()
    // the frame provider's events and wagmi's connector callbacks, in one place, keeping the last GET_USER current
    function onAccountsChanged(accounts: string[]) {
      if (accounts.length === 0) {
        user = undefined
        config.emitter.emit('disconnect')
        return
      }
      user = { accounts: accounts.map((address) => getAddress(address)), chainId: user?.chainId ?? config.chains[0].id }
      config.emitter.emit('change', { accounts: user.accounts })
    }
    function onChainChanged(chainId: string | number) {
      const id = parseChainId(chainId)
      if (user) user = { ...user, chainId: id }
      config.emitter.emit('change', { chainId: id })
    }

    async function loaded(): Promise<EmbeddedFrame> {
      frame ??= await options.embedded()
      return frame
    }

    async function getUser(chainId?: number): Promise<User> {
      const current = await loaded()
      const wanted = chainId ?? user?.chainId ?? config.chains[0].id
      const rpcUrl = rpcUrlOf(wanted)
      const reply = (await current.request('GET_USER', {
        chainId: wanted,
        ...(rpcUrl ? { rpcUrl } : {}),
      })) as GetUserReply
      const listed = reply.accounts?.length ? reply.accounts.map((account) => account.address) : [reply.address]
      for (const account of reply.accounts ?? [])
        if (account.type === 'smartAccount' || account.type === 'eoa')
          types.set(account.address.toLowerCase(), account.type)
      user = {
        accounts: [...new Set(listed.map((address) => getAddress(address)))],
        chainId: parseChainId(reply.chainId),
      }
      return user
    }

    function unlisten(current: EmbeddedFrame) {
      current.provider.removeListener('accountsChanged', onAccountsChanged)
      current.provider.removeListener('chainChanged', onChainChanged)
    }

    function listen(current: EmbeddedFrame) {
      unlisten(current)
      current.provider.on('accountsChanged', onAccountsChanged)
      current.provider.on('chainChanged', onChainChanged)
    }

    return {
      id: AUTH_CONNECTOR_ID,
      name: 'Email',
      type: 'AUTH',

      /** the accounts typed as the frame typed them, so the smart account is never shown as an eoa first */
      accountTypes: ((accounts) => {
        const typed = accounts.map((address) => ({ address, type: types.get(address.toLowerCase()) }))
        return typed.every((entry) => entry.type)
          ? typed.map(({ address, type }) => ({ address, type: type! }))
          : undefined
      }) satisfies AuthAccountTypes,

      async connect(parameters = {}) {
        const signedIn = await getUser(parameters.chainId)
        listen(await loaded())
        return { accounts: signedIn.accounts, chainId: signedIn.chainId } as never
      },

      /** SIGN_OUT; core bounds the wait to 3 s and deletes the login data */
      async disconnect() {
        const current = frame
        user = undefined
        if (!current) return
        unlisten(current)
        try {
          await current.request('SIGN_OUT')
        } catch {
          // the page forgets the login either way; the frame's session expires on its own
        }
      },

      /** from the last GET_USER, never eth_accounts over the frame */
      async getAccounts() {
        return (user ?? (await getUser())).accounts
      },

      async getChainId() {
        if (user) return user.chainId
        const { chainId } = (await (await loaded()).request('GET_CHAIN_ID')) as { chainId: number | string }
        return parseChainId(chainId)
      },

      /** undefined until this connector was used, so a reconnect of another wallet never loads the frame */
      async getProvider() {
        if (!frame && !(await options.wasRecent())) return undefined as never
        return (await loaded()).provider
      },

      /** IS_CONNECTED: the frame's session is still valid */
      async isAuthorized() {
        try {
          if (!frame && !(await options.wasRecent())) return false
          const { isConnected } = (await (await loaded()).request('IS_CONNECTED')) as { isConnected: boolean }
          return isConnected
        } catch {
          return false
        }
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        const rpcUrl = rpcUrlOf(chainId)
        try {
          await (await loaded()).request('SWITCH_NETWORK', { chainId, ...(rpcUrl ? { rpcUrl } : {}) })
        } catch (error) {
          if (isUserRejection(error)) throw new UserRejectedRequestError(error as Error)
          throw new SwitchChainError(error as Error)
        }
        onChainChanged(chainId)
        return chain
      },

      onAccountsChanged,
      onChainChanged,
      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
  })
}
