// The frame's built pages for `latch-frame`: the installed package carries them prebuilt (dist/app, beside this code's
// dist/server), so an operator needs no bundler; in the repository they are built from the sources.
import { cp, mkdtemp, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const PREBUILT = fileURLToPath(new URL('../app/', import.meta.url))

async function prebuilt(): Promise<string | undefined> {
  return (await stat(join(PREBUILT, 'index.html')).catch(() => undefined)) ? PREBUILT : undefined
}

/** the built frame in `outDir` (emptied first by a build; a prebuilt copy is copied over) */
export async function frameFilesIn(outDir: string): Promise<string> {
  const ready = await prebuilt()
  if (ready) {
    await cp(ready, outDir, { recursive: true })
    return outDir
  }
  const { buildFrame } = await import('../../build.mjs')
  return buildFrame({ outDir })
}

/** a folder with the built frame to serve as it is: the prebuilt one, or a fresh build */
export async function frameRoot(): Promise<string> {
  return (await prebuilt()) ?? frameFilesIn(await mkdtemp(join(tmpdir(), 'latch-frame-')))
}
