// People › captured emails: the addresses wallet users confirmed through DataCapture, exported as the cloud's CSV
// and deleted one by one (the operator's answer to a removal request).
import { useEffect, useState } from 'react'
import type { AdminApi } from '../api/client.ts'
import type { CapturedEmail } from '../api/schemas.ts'

interface Props {
  api: AdminApi
  projectId: string
  onMessage: (message: { text: string; error: boolean }) => void
}

export function CapturedEmails({ api, projectId, onMessage }: Props) {
  const [emails, setEmails] = useState<CapturedEmail[]>([])
  const [reload, setReload] = useState(0)

  useEffect(() => {
    let current = true
    api.capturedEmails(projectId).then(
      (rows) => current && setEmails(rows),
      (error: Error) => current && onMessage({ text: error.message, error: true }),
    )
    return () => {
      current = false
    }
  }, [api, projectId, reload, onMessage])

  async function exportCsv() {
    try {
      const csv = await api.capturedEmailsCsv(projectId)
      const link = document.createElement('a')
      link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }))
      link.download = `latch-${projectId}-emails.csv`
      link.click()
      URL.revokeObjectURL(link.href)
    } catch (caught) {
      onMessage({ text: (caught as Error).message, error: true })
    }
  }

  async function remove(row: CapturedEmail) {
    try {
      const { deleted } = await api.deleteCapturedEmail(projectId, row.account)
      onMessage({
        text: deleted ? `Email ${row.email} deleted.` : `Email ${row.email} was already gone.`,
        error: false,
      })
      setReload((count) => count + 1)
    } catch (caught) {
      onMessage({ text: (caught as Error).message, error: true })
    }
  }

  return (
    <section aria-labelledby="emails-title">
      <h3 id="emails-title">Captured emails</h3>
      <p>
        {emails.length} {emails.length === 1 ? 'email' : 'emails'} confirmed by wallet users.{' '}
        <button type="button" onClick={() => void exportCsv()}>
          Export emails CSV
        </button>
      </p>
      <table>
        <caption className="visually-hidden">Captured emails</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Account</th>
            <th scope="col">Captured</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {emails.length === 0 && (
            <tr>
              <td colSpan={4}>No captured emails.</td>
            </tr>
          )}
          {emails.map((row) => (
            <tr key={row.account}>
              <td>{row.email}</td>
              <td>{row.account}</td>
              <td>{new Date(row.created).toLocaleString()}</td>
              <td>
                <button
                  type="button"
                  className="danger"
                  aria-label={`Delete email ${row.email}`}
                  onClick={() => void remove(row)}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
