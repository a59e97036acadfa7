// What the embedded login leaves in storage, and the state.embedded and account fields read from it (SPEC §3, §5).
import { type SafeStorage, STORAGE_KEYS } from '../storage.ts'
import type { AccountState } from '../types.ts'
import type { EmbeddedState, SocialLogin } from './types.ts'

type Login = Pick<EmbeddedState, 'email' | 'socialProvider' | 'socialUsername'>

// a reload reads the last login at mount, before the features: in a module of its own
export { storedLogin } from './storedLogin.ts'

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
