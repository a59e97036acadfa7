// Building, packing and checking the publishable packages (CI, the examples and the bench install the tarballs).
export { type Built, buildPackages } from './build.ts'
export { type ConsumerResult, checkConsumer, installLinked } from './consumer.ts'
export { type LintResult, lintTarball } from './lint.ts'
export { PACKS_DIR, type Packed, packPackages, publishedManifest } from './pack.ts'
export {
  type Manifest,
  publishablePackages,
  ROOT,
  serverPackages,
  SOURCE_CONDITION,
  type Workspace,
} from './packages.ts'
