// Screenshots of Connect, All Wallets and Account (light and dark) for docs/screenshots, with axe-core's serious and
// critical findings per view, against a running `npm start` demo:
//   npx tsx tooling/e2e/scripts/doc-shots.ts http://127.0.0.1:5173 http://127.0.0.1:8545 docs/screenshots after
import { readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { launchBrowser } from '../src/browser.ts'
import { installEvmWallet, TEST_WALLET_NAME } from '@latch/testing'

const [
  demoUrl = 'http://127.0.0.1:5173',
  rpcUrl = 'http://127.0.0.1:8545',
  outDir = 'docs/screenshots',
  label = 'after',
] = process.argv.slice(2)
const ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

await mkdir(outDir, { recursive: true })
const browser = await launchBrowser()
try {
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      viewport: { width: 1024, height: 900 },
      colorScheme: scheme,
      reducedMotion: 'reduce',
    })
    // tsx keeps function names with a helper the page does not have
    await context.addInitScript({ content: 'globalThis.__name = (f) => f' })
    await installEvmWallet(context, { account: ACCOUNT, chains: { 31337: rpcUrl } })
    const page = await context.newPage()
    await page.goto(demoUrl)
    const themeButton = page.getByRole('button', { name: /^Theme: / })
    if (!(await themeButton.textContent())?.includes(scheme)) await themeButton.click()
    const shoot = async (name: string) => {
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      await page.waitForTimeout(800)
      await dialog.screenshot({ path: join(outDir, `${label}-${name}-${scheme}.png`) })
      await page.addScriptTag({ content: axeSource })
      const result = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run(
                context: unknown,
                options: unknown,
              ): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }>
            }
          }
        ).axe
        const { violations } = await axe.run(document, { iframes: false })
        return violations.map((v) => `${v.impact} ${v.id} (${v.nodes.length})`)
      })
      console.log(`${scheme} ${name}: ${result.join(', ') || 'no violations'}`)
    }
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await shoot('connect')
    await page.getByRole('dialog').getByRole('button', { name: 'All Wallets' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'MetaMask' }).first().waitFor()
    await shoot('all-wallets')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Connect Wallet', exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: TEST_WALLET_NAME }).first().click()
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: /^Account / }).click()
    await shoot('account')
    await context.close()
  }
} finally {
  await browser.close()
}
