// The README's React quick start is this folder's src/cloud.tsx, word for word, so it is typechecked with the project;
// the docs site shows both files from here (its React quick start), and src/main.tsx is installed from the tarballs,
// built and clicked through in vite.e2e.ts.
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

it('the README quick start is examples/vite/src/cloud.tsx, word for word', () => {
  const sample = /```tsx\n([\s\S]*?)```/.exec(readme)?.[1] ?? ''
  expect(sample).toBe(readFileSync(new URL('./src/cloud.tsx', import.meta.url), 'utf8'))
})

it('the README quick start installs every package the sample imports, with the peers of @latch/evm', () => {
  const sample = readFileSync(new URL('./src/cloud.tsx', import.meta.url), 'utf8')
  const install = readme.split('\n').find((line) => line.startsWith('npm install $LATCH/.packs/')) ?? ''
  const packed = /latch-\{([a-z,]+)\}-0\.1\.0\.tgz/.exec(install)?.[1]?.split(',') ?? []
  for (const [, name] of sample.matchAll(/from '@latch\/([a-z]+)/g)) expect(packed).toContain(name)
  // @latch/evm depends on @latch/pairing, which npm cannot fetch by name while the packages are on no registry
  expect(packed).toContain('pairing')
  for (const peer of ['viem', '@wagmi/core', 'react', 'react-dom']) expect(install.split(' ')).toContain(peer)
})

it('the README starts with the two commands CI and a newcomer run', () => {
  expect(readme.split('\n').slice(2, 6)).toEqual([
    '```sh',
    'npm start   # installs what is missing, starts two local EVM chains, the Latch cloud and the demo dApp, prints their URLs',
    "npm test    # installs what is missing (node_modules, Debian's chromium, postgresql, redis) and runs every test",
    '```',
  ])
})
