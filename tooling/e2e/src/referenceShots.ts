// Reference screenshots (tooling/e2e/screenshots): a view's picture is compared with the stored one with a small
// tolerance, so a change of look is deliberate. Same Chromium, same fonts: what differs by a pixel's anti-aliasing is
// ignored (pixelmatch's anti-aliasing detection); anything else beyond 0.2 % of the pixels fails.
// Update after a deliberate change: LATCH_UPDATE_SCREENSHOTS=1 npx vitest run --project e2e tooling/e2e/src/screenshots.e2e.ts
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'

export const SCREENSHOTS_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url))
/** share of the pixels that may differ once anti-aliasing is set aside */
const MAX_DIFF_RATIO = 0.002
/** per-pixel colour distance that counts as a difference (pixelmatch's YIQ threshold, 0–1) */
const THRESHOLD = 0.15
const updating = () => process.env.LATCH_UPDATE_SCREENSHOTS === '1'

export interface ShotResult {
  name: string
  /** undefined when the reference was (re)written */
  differentPixels?: number
  ratio?: number
  /** where the actual picture and the difference were written when it failed */
  failure?: string
}

/** compares `png` with screenshots/<name>.png; writes it instead when updating or when there is none yet */
export function compareWithReference(name: string, png: Buffer): ShotResult {
  const file = join(SCREENSHOTS_DIR, `${name}.png`)
  if (updating() || !existsSync(file)) {
    mkdirSync(SCREENSHOTS_DIR, { recursive: true })
    writeFileSync(file, png)
    return { name }
  }
  const expected = PNG.sync.read(readFileSync(file))
  const actual = PNG.sync.read(png)
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return {
      name,
      failure: `${name}: size ${actual.width}×${actual.height}, reference ${expected.width}×${expected.height}${saveFailure(name, png)}`,
    }
  }
  const diff = new PNG({ width: expected.width, height: expected.height })
  const differentPixels = pixelmatch(expected.data, actual.data, diff.data, expected.width, expected.height, {
    threshold: THRESHOLD,
    includeAA: false,
  })
  const ratio = differentPixels / (expected.width * expected.height)
  if (ratio <= MAX_DIFF_RATIO) return { name, differentPixels, ratio }
  return {
    name,
    differentPixels,
    ratio,
    failure: `${name}: ${(ratio * 100).toFixed(2)} % of pixels differ${saveFailure(name, png, PNG.sync.write(diff))}`,
  }
}

function saveFailure(name: string, actual: Buffer, diff?: Buffer): string {
  const dir = join(tmpdir(), 'latch-screenshots')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${name}.actual.png`), actual)
  if (diff) writeFileSync(join(dir, `${name}.diff.png`), diff)
  return ` (actual and diff in ${dir})`
}
