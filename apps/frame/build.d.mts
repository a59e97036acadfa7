export function buildFrame(options: {
  outDir: string
  logLevel?: 'info' | 'warn' | 'error' | 'silent'
}): Promise<string>
export function buildPackageAssets(): Promise<string>
