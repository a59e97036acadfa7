// Catalogue: search the wallets, upload or replace a wallet's image (the cloud sniffs the type and bounds the size),
// and place a wallet in the open project: featured, recommended (listed first, in that order) or excluded.
import { useEffect, useState } from 'react'
import type { PageProps } from '../App.tsx'
import type { Wallet } from '../api/schemas.ts'
import { moveWallet, type Place, placeOf } from '../walletLists.ts'

export const MAX_IMAGE_BYTES = 512 * 1024

const PLACE_LABELS: Record<Place, string> = {
  catalogue: 'catalogue order',
  featured: 'featured',
  recommended: 'recommended',
  excluded: 'excluded',
}

export function CataloguePage({ api, projectId, projects, reloadProjects }: PageProps) {
  const project = projects.find((entry) => entry.id === projectId)
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

  async function place(wallet: Wallet, where: Place) {
    if (!project) return
    try {
      await api.updateProject(project.id, { walletLists: moveWallet(project.walletLists, wallet.id, where) })
      await reloadProjects()
      setMessage({ text: `${wallet.name} is ${PLACE_LABELS[where]} in ${project.name}.`, error: false })
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
      <p role="status" aria-live="polite">
        {count} wallets{search.trim() ? ` match "${search.trim()}"` : ''}
      </p>
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? 'error' : 'ok'}>
        {message?.text}
      </p>
      <ul className="wallets" aria-label="Wallets">
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <div className="row">
              {projectId && (
                <img
                  // biome-ignore lint/a11y/noRedundantAlt: the operator replaces this picture here; its name says which wallet's it is
                  alt={`${wallet.name} image`}
                  src={api.walletImageUrl(wallet.image_id, projectId, versions[wallet.id])}
                />
              )}
              <strong>{wallet.name}</strong>
            </div>
            <span className="muted">{wallet.id}</span>
            {project && (
              <label>
                In {project.name}
                <select
                  aria-label={`Place of ${wallet.name} in ${project.name}`}
                  value={placeOf(project.walletLists, wallet.id)}
                  onChange={(event) => void place(wallet, event.target.value as Place)}
                >
                  {(Object.keys(PLACE_LABELS) as Place[]).map((entry) => (
                    <option key={entry} value={entry}>
                      {PLACE_LABELS[entry]}
                    </option>
                  ))}
                </select>
              </label>
            )}
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
