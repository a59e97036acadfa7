// The publishable workspaces, in build order: the libraries (packages/* not marked private), a package after the ones it
// imports; then the servers an operator installs (apps/* not marked private: the cloud), which import the libraries' dist.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
/** the export condition the workspace resolves to TypeScript sources; stripped from packed package.json files */
export const SOURCE_CONDITION = '@latch/source'

export interface Manifest {
  name: string
  version: string
  private?: boolean
  files?: string[]
  /** a server (the cloud) has a bin and no exports */
  exports?: Record<string, string | Record<string, string>>
  bin?: Record<string, string>
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  [field: string]: unknown
}

export interface Workspace {
  name: string
  /** absolute, with a trailing slash */
  dir: string
  manifest: Manifest
}

export function publishablePackages(root = ROOT): Workspace[] {
  return buildOrder(publicWorkspaces(root, 'packages'))
}

/** the servers (apps/* not marked private), packed like the libraries and built after them */
export function serverPackages(root = ROOT): Workspace[] {
  return publicWorkspaces(root, 'apps').sort((a, b) => a.name.localeCompare(b.name))
}

function publicWorkspaces(root: string, folder: 'packages' | 'apps'): Workspace[] {
  return readdirSync(`${root}${folder}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry): Workspace[] => {
      const dir = `${root}${folder}/${entry.name}/`
      let manifest: Manifest
      try {
        manifest = JSON.parse(readFileSync(`${dir}package.json`, 'utf8'))
      } catch {
        return []
      }
      return manifest.private ? [] : [{ name: manifest.name, dir, manifest }]
    })
}

/** a topological order over the internal dependencies (any kind), so each build finds its dependencies' .d.ts */
function buildOrder(workspaces: Workspace[]): Workspace[] {
  const byName = new Map(workspaces.map((workspace) => [workspace.name, workspace]))
  const ordered: Workspace[] = []
  const visiting = new Set<string>()
  const visit = (workspace: Workspace) => {
    if (ordered.includes(workspace)) return
    if (visiting.has(workspace.name))
      throw new Error(`packages depend on each other in a cycle through ${workspace.name}`)
    visiting.add(workspace.name)
    const { dependencies, peerDependencies, devDependencies } = workspace.manifest
    for (const name of Object.keys({ ...dependencies, ...peerDependencies, ...devDependencies }).sort()) {
      const dependency = byName.get(name)
      if (dependency) visit(dependency)
    }
    visiting.delete(workspace.name)
    ordered.push(workspace)
  }
  for (const workspace of [...workspaces].sort((a, b) => a.name.localeCompare(b.name))) visit(workspace)
  return ordered
}
