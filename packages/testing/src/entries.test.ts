// The kit's root entry is what a browser test imports: it must not reach WalletConnect, which only the Node-only
// phone entry loads. Read from the sources' own imports, followed through the package's files.
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

/** every bare module the file imports, directly or through the package's own files it imports */
function modulesReachedFrom(entry: string): Set<string> {
  const seen = new Set<string>()
  const modules = new Set<string>()
  const visit = (url: URL) => {
    if (seen.has(url.href)) return
    seen.add(url.href)
    const source = readFileSync(url, 'utf8')
    for (const [, specifier] of source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'/g)) {
      if (specifier!.startsWith('.')) visit(new URL(specifier!, url))
      else modules.add(specifier!)
    }
  }
  visit(new URL(entry, import.meta.url))
  return modules
}

test('@latch/testing loads no WalletConnect; @latch/testing/phone does', () => {
  const walletConnect = (modules: Set<string>) =>
    [...modules].filter((name) => name.startsWith('@walletconnect/') || name.startsWith('@reown/'))
  expect(walletConnect(modulesReachedFrom('./index.ts'))).toEqual([])
  expect(walletConnect(modulesReachedFrom('./phone.ts'))).toEqual(
    expect.arrayContaining(['@reown/walletkit', '@walletconnect/core']),
  )
})

test('@latch/testing/vitest loads no WalletConnect, and the cloud only when a test starts one (an optional peer)', () => {
  const modules = [...modulesReachedFrom('./vitest.ts')]
  expect(modules.filter((name) => name.startsWith('@walletconnect/') || name.startsWith('@reown/'))).toEqual([])
  expect(modules).not.toContain('@latch/cloud')
})
