// Name registration (SPEC §5 name rules, §7 profile calls, §8 name texts): suggestions as the visitor types, the
// rules checked first, the registration message signed by the connected wallet, POST /v1/profile/account; then
// RegisterAccountNameSuccess, and the Account view shows the name (identity).
import { cachesOf } from '../caches.ts'
import { caipNetworkIdOf } from '../caip.ts'
import { createCloudHttp } from '../cloud/http.ts'
import { DEFAULT_SDK_TYPE, SDK_VERSION } from '../cloud/sdk.ts'
import { nameErrorMessage, TEXTS } from '../errors.ts'
import type { InstanceContext } from '../instance/context.ts'
import type { Modal } from '../modal/createModal.ts'
import { HttpRequestError } from '../sdkError.ts'
import { nameCoinType } from '../validators.ts'
import { nameRuleCode, nameRuleError } from './rules.ts'
import { InvalidInputError, latchError, NameServiceError } from '../errors/classes.ts'

export const NAME_ZONE = 'latch.id'

export { NAME_RULE_TEXTS } from './rules.ts'

/** A name offered for registration, and whether someone has it already. */
export interface NameSuggestion {
  name: string
  registered: boolean
}

export interface NamesActions {
  /** the first broken name rule's text, else undefined */
  nameRuleError(label: string): string | undefined
  /** the name and free variants (GET /v1/profile/suggestions/{name}); 'Error fetching name suggestions' otherwise */
  suggestNames(label: string): Promise<NameSuggestion[]>
  /** signs and registers `<label>.latch.id` for the active account; rejects with the reason to show (SPEC §8) */
  registerName(label: string): Promise<string>
}

export interface NamesDeps {
  modal: Modal
  signMessage(message: string): Promise<string>
  loadIdentity(): Promise<void>
}

const bodyOf = (error: unknown) => {
  if (!(error instanceof HttpRequestError)) return undefined
  try {
    return JSON.parse(error.body) as unknown
  } catch {
    return undefined
  }
}

export function createNames(context: InstanceContext, deps: NamesDeps): NamesActions {
  const { options, store } = context
  const http = () => {
    if (!options.cloudUrl || !options.projectId) throw new NameServiceError('ErrorRegisteringName')
    return createCloudHttp({
      cloudUrl: options.cloudUrl,
      projectId: options.projectId,
      sdkType: options.sdkType ?? DEFAULT_SDK_TYPE,
      sdkVersion: SDK_VERSION,
    })
  }

  return {
    nameRuleError,
    async suggestNames(label) {
      if (nameRuleError(label)) return []
      try {
        const { suggestions } = await http().get<{ suggestions: NameSuggestion[] }>(
          `v1/profile/suggestions/${encodeURIComponent(label)}`,
        )
        return suggestions
      } catch (error) {
        throw latchError('NameRefused', {
          params: { reason: nameErrorMessage(bodyOf(error), TEXTS.errorFetchingNameSuggestions) },
          cause: error,
        })
      }
    },
    async registerName(label) {
      const broken = nameRuleCode(label)
      if (broken) throw new InvalidInputError(broken)
      const account = context.account()
      const { activeNetwork } = store.getState()
      if (!account?.address || activeNetwork.chainNamespace !== 'eip155')
        throw new NameServiceError('ErrorRegisteringName')
      const name = `${label.toLowerCase()}.${NAME_ZONE}`
      const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
      const signature = await deps.signMessage(message)
      try {
        await http().post('v1/profile/account', undefined, {
          coin_type: nameCoinType(Number(activeNetwork.id)),
          address: account.address,
          message,
          signature,
        })
      } catch (error) {
        throw latchError('NameRefused', {
          params: { reason: nameErrorMessage(bodyOf(error), TEXTS.errorRegisteringName) },
          cause: error,
        })
      }
      // the Account view shows the new name at once (the 5-minute identity cache would hide it)
      cachesOf(context.storage).identity.set({ address: account.address, identity: { name, avatar: null } })
      void deps.loadIdentity()
      deps.modal.actions.navigate('RegisterAccountNameSuccess', {
        name,
        network: { caipNetworkId: caipNetworkIdOf('eip155', activeNetwork.id), name: activeNetwork.name },
      })
      return name
    },
  }
}
