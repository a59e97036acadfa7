// What the embedded login leaves in storage, and the state.embedded and account fields read from it (SPEC §3, §5).
import { type SafeStorage, STORAGE_KEYS } from '../storage.ts'
import type { AccountState } from '../types.ts'
import { isSocialLogin } from '../validators.ts'
import type { EmbeddedState, SocialLogin } from './types.ts'

type Login = Pick<EmbeddedState, 'email' | 'socialProvider' | 'socialUsername'>

/** the last login as stored; the name shown for it is authDisplayName of these fields */
export function storedLogin(storage: SafeStorage): Login {
  const provider = storage.get(STORAGE_KEYS.socialProvider)
  return {
    email: storage.get(STORAGE_KEYS.email),
    socialProvider: provider && isSocialLogin(provider) ? provider : undefined,
    socialUsername: storage.get(STORAGE_KEYS.socialUsername),
  }
}

export function storeSocialLogin(
  storage: SafeStorage,
  provider: SocialLogin,
  username: string | undefined,
  email?: string,
): void {
  storage.set(STORAGE_KEYS.socialProvider, provider)
  if (username) storage.set(STORAGE_KEYS.socialUsername, username)
  else storage.remove(STORAGE_KEYS.socialUsername)
  if (email) storage.set(STORAGE_KEYS.email, email)
}

/** the account fields an embedded wallet adds; authProvider defaults to email */
export function embeddedAccountFields(
  login: Login,
  accountType: AccountState['accountType'] = 'eoa',
  isSmartAccountDeployed = false,
): Pick<AccountState, 'user' | 'authProvider' | 'accountType' | 'isSmartAccountDeployed'> {
  return {
    user: { username: login.socialUsername, email: login.email },
    authProvider: login.socialProvider ?? 'email',
    accountType,
    isSmartAccountDeployed,
  }
}
