import type { Kysely, Migration } from 'kysely'
import { seedIconImages } from './iconSeed.ts'

/** wallet and network logos from @web3icons/core into the image store */
export const catalogueIconsMigration: Migration = {
  async up(db: Kysely<any>) {
    await seedIconImages(db)
  },
}
