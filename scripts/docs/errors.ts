// Writes the documentation's error reference from @latch/core's README table, which a core test keeps complete (a
// row for every code), with an anchor per code: each LatchError's docsPath is `/reference/errors#<code>`.
import { readFileSync, writeFileSync } from 'node:fs'

/** the README's "Errors" section, its table rows anchored by code, as a page */
export function errorsPage(readme: string): string {
  const section = /## Errors\n([\s\S]*?)(?=\n## |\n*ESM only|$)/.exec(readme)?.[1]
  if (!section) throw new Error('packages/core/README.md has no "## Errors" section')
  const body = section
    .split('\n')
    .map((line) =>
      line.replace(
        /^\| `(\w+)` \| `(\w+)` \|/,
        (_, name: string, code: string) => `| \`${name}\` | <span id="${code}">\`${code}\`</span> |`,
      ),
    )
    // the README's own link to this table
    .map((line) =>
      line.replace(', and `docsPath` points at this table', ', and `docsPath` points at its row of this table'),
    )
    .join('\n')
  // the specification's section numbers mean nothing to a reader of the site
  const plain = body
    .replace(/ \(SPEC §8's where it has one\)/g, '')
    .replace(/\(SPEC §8, `INTERNAL_SDK_ERROR`\)/g, '(`INTERNAL_SDK_ERROR`)')
  return `# Errors\n\nGenerated from \`@latch/core\`'s README.\n${plain}\n`
}

if (process.argv[2])
  writeFileSync(
    process.argv[2],
    errorsPage(readFileSync(new URL('../../packages/core/README.md', import.meta.url), 'utf8')),
  )
