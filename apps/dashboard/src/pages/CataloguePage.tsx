// Catalogue: search the wallets and upload or replace a wallet's image (the cloud sniffs the type and bounds the size).
import { useEffect, useState } from 'react'
import type { PageProps } from '../App.tsx'
import type { Wallet } from '../api/schemas.ts'

export const MAX_IMAGE_BYTES = 512 * 1024

export function CataloguePage({ api, projectId }: PageProps) {
  const [search, setSearch] = useState('')
  const [wallets, setWallets] = useState<Wallet[]>([])
  const [count, setCount] = useState(0)
  const [versions, setVersions] = useState<Record<string, number>>({})
  const [message, setMessage] = useState<{ text: string; error: boolean }>()

  useEffect(() => {
    let current = true
    const timer = setTimeout(() => {
      api.wallets(search.trim()).then(
        (page) => current && (setWallets(page.data), setCount(page.count)),
        (error: Error) => current && setMessage({ text: error.message, error: true }),
      )
    }, 150)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [api, search])

  async function upload(wallet: Wallet, file: File | undefined) {
    if (!file) return
    if (file.size > MAX_IMAGE_BYTES) return setMessage({ text: `${file.name} is larger than 512 KiB.`, error: true })
    try {
      await api.uploadImage(wallet.id, file)
      setVersions({ ...versions, [wallet.id]: (versions[wallet.id] ?? 0) + 1 })
      setMessage({ text: `New image stored for ${wallet.name}.`, error: false })
    } catch (caught) {
      setMessage({ text: `${wallet.name}: ${(caught as Error).message}`, error: true })
    }
  }

  return (
    <section aria-labelledby="catalogue-search">
      <h3 id="catalogue-search">Wallets</h3>
      <label>
        Search wallets
        <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      <p role="status" aria-live="polite">{count} wallets{search.trim() ? ` match "${search.trim()}"` : ''}</p>
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? 'error' : 'ok'}>{message?.text}</p>
      <ul className="wallets" aria-label="Wallets">
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <div className="row">
              {projectId && <img alt={`${wallet.name} image`} src={api.walletImageUrl(wallet.image_id, projectId, versions[wallet.id])} />}
              <strong>{wallet.name}</strong>
            </div>
            <span className="muted">{wallet.id}</span>
            <label>
              <span className="visually-hidden">Replace image of {wallet.name}</span>
              <input
                type="file"
                aria-label={`Replace image of ${wallet.name}`}
                accept="image/png,image/svg+xml,image/jpeg,image/webp"
                onChange={(event) => void upload(wallet, event.target.files?.[0])}
              />
            </label>
          </li>
        ))}
      </ul>
    </section>
  )
}
