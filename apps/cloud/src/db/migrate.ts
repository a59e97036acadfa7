// Versioned migrations, run on start; each feature owns its migration file.
import { type Kysely, type Migration, Migrator } from 'kysely'
import { analyticsMigration } from '../analytics/migration.ts'
import { analyticsDimensionsMigration } from '../analytics/dimensionsMigration.ts'
import { signInsIndexMigration } from '../analytics/signInsMigration.ts'
import { authMethodEventsMigration } from '../auth/methodMigration.ts'
import { authWalletNoncesMigration } from '../auth/siweMigration.ts'
import { authSessionMethodMigration } from '../auth/sessionMethodMigration.ts'
import { signInHistoryMigration } from '../analytics/signInHistoryMigration.ts'
import { projectSocialMigration } from '../projectSocial/migration.ts'
import { analyticsRollupMigration } from '../analytics/rollupMigration.ts'
import { authKeySharesMigration } from '../auth/keyShareMigration.ts'
import { authFarcasterMigration } from '../auth/farcasterMigration.ts'
import { authMigration } from '../auth/migration.ts'
import { authDeviceKeysMigration } from '../auth/deviceKeyMigration.ts'
import { authIdentitiesIssuerMigration } from '../auth/identityIssuerMigration.ts'
import { authPasskeysMigration } from '../auth/passkeyMigration.ts'
import { authPasskeyRecoveryMigration } from '../auth/passkeyRecovery.ts'
import { authEmailChangesMigration } from '../auth/emailChangeMigration.ts'
import { codeGuessesMigration } from '../auth/attemptMigration.ts'
import { catalogueIconsMigration } from '../catalogue/iconMigration.ts'
import { authDevicesV2Migration, authSocialBindingMigration, authWalletsMigration } from '../auth/migrationV2.ts'
import { catalogueMigration } from '../catalogue/migration.ts'
import { chainMigration } from '../chain/migration.ts'
import { chainApprovalsBackfillMigration, chainApprovalsMigration } from '../chain/approvalsMigration.ts'
import { changesMigration } from './changesMigration.ts'
import { limitsMigration } from '../limits/migration.ts'
import { namesMigration } from '../names/migration.ts'
import { projectsMigration } from '../projects/migration.ts'
import { projectWalletListsMigration } from '../projects/walletListsMigration.ts'
import { projectRpcQuotaMigration } from '../projects/rpcQuotaMigration.ts'
import { sessionsMigration } from '../sessions/migration.ts'
import { dataCaptureMigration } from '../dataCapture/migration.ts'
import { onrampMigration } from '../onramp/migration.ts'
import {
  sponsorshipBudgetsMigration,
  sponsorshipReservationsMigration,
  sponsorshipSpendMigration,
  sponsorshipTargetsMigration,
  sponsorshipUserSpendMigration,
} from '../paymaster/migration.ts'
import { onrampCompletedIndexMigration } from '../onramp/completedIndexMigration.ts'
import { blockListMigration } from '../blockList/migration.ts'

const migrations: Record<string, Migration> = {
  '001_projects': projectsMigration,
  '002_catalogue': catalogueMigration,
  '003_analytics': analyticsMigration,
  '004_chain': chainMigration,
  '005_names': namesMigration,
  '006_auth': authMigration,
  '007_auth_key_shares': authKeySharesMigration,
  '008_auth_farcaster': authFarcasterMigration,
  '009_rate_limits': limitsMigration,
  '010_auth_devices_v2': authDevicesV2Migration,
  '011_auth_wallets': authWalletsMigration,
  '012_auth_social_binding': authSocialBindingMigration,
  '020_cache_generations': changesMigration,
  '030_analytics_dimensions': analyticsDimensionsMigration,
  '031_analytics_rollup': analyticsRollupMigration,
  '032_project_wallet_lists': projectWalletListsMigration,
  '033_sign_ins_index': signInsIndexMigration,
  '034_project_social_providers': projectSocialMigration,
  '035_project_rpc_quota': projectRpcQuotaMigration,
  '040_siwx_sessions': sessionsMigration,
  '041_captured_emails': dataCaptureMigration,
  '055_onramp_purchases': onrampMigration,
  '060_sponsorship_spend': sponsorshipSpendMigration,
  '061_sponsorship_budgets': sponsorshipBudgetsMigration,
  '062_sponsorship_user_spend': sponsorshipUserSpendMigration,
  '063_sponsorship_reservations': sponsorshipReservationsMigration,
  '064_sponsorship_targets': sponsorshipTargetsMigration,
  '068_auth_code_guesses': codeGuessesMigration,
  '072_auth_device_keys': authDeviceKeysMigration,
  '074_auth_identities_issuer': authIdentitiesIssuerMigration,
  '076_auth_passkeys': authPasskeysMigration,
  '077_auth_passkey_recovery': authPasskeyRecoveryMigration,
  '078_auth_email_changes': authEmailChangesMigration,
  '079_auth_method_events': authMethodEventsMigration,
  '080_auth_wallet_nonces': authWalletNoncesMigration,
  '081_auth_session_method': authSessionMethodMigration,
  '090_catalogue_icons': catalogueIconsMigration,
  '095_auth_sign_ins': signInHistoryMigration,
  '096_onramp_completed_index': onrampCompletedIndexMigration,
  '100_block_list': blockListMigration,
  '105_chain_approvals': chainApprovalsMigration,
  '106_chain_approvals_backfill': chainApprovalsBackfillMigration,
}

// migrations are numbered in ranges per feature (docs/contracts/phase2-house.md), so a database made before a
// feature landed may have run later numbers than the feature's: those are applied, not refused
const migratorOf = (db: Kysely<any>) =>
  new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true })

/** every migration's name, in the order they run */
export const migrationNames = () => Object.keys(migrations).sort()

/** the migrations this database has not run yet, in the order they would run (nothing is changed) */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const known = await migratorOf(db).getMigrations()
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name)
}

/** runs the migrations up to and including `name` only: a database as an earlier release left it */
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  const { error } = await migratorOf(db).migrateTo(name)
  if (error) throw new Error(`Migration to ${name} failed: ${String(error)}`)
}

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // migrations are numbered in ranges per feature, so a database made before a feature landed may have run later
  // numbers than the feature's: those are applied, not refused (migratorOf allows unordered migrations)
  const { error, results } = await migratorOf(db).migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
}
