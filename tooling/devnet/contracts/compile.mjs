// Regenerates artifacts.json from the .sol files. solc-js is not a dependency (installs stay small):
// `npm i solc@0.8.28` in a scratch folder, then SOLC_PATH=<that folder>/package.json node compile.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(process.env.SOLC_PATH ?? import.meta.url)
const solc = require('solc')
const sources = Object.fromEntries(
  ['TestToken.sol', 'TestNFT.sol'].map((file) => [file, { content: readFileSync(join(here, file), 'utf8') }]),
)
const output = JSON.parse(
  solc.compile(
    JSON.stringify({
      language: 'Solidity',
      sources,
      settings: {
        optimizer: { enabled: true, runs: 200 },
        outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
      },
    }),
  ),
)
const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
const artifacts = {}
for (const file of Object.keys(sources))
  for (const [name, contract] of Object.entries(output.contracts[file]))
    artifacts[name] = { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
writeFileSync(join(here, 'artifacts.json'), `${JSON.stringify(artifacts)}\n`)
console.log('wrote', Object.keys(artifacts).join(', '))
