// The block list the embedded wallet's card warns about: a dApp on a listed domain, or a request that involves a
// listed address, needs the person's second, deliberate step. Entries for every project, the feed's last import,
// and the open project's own entries.
import { useEffect, useState } from 'react'
import type { PageProps } from '../App.tsx'
import type { BlockList, CloudBlockList } from '../api/schemas.ts'
import { BlockListForm } from '../components/BlockListForm.tsx'

type Message = { text: string; error: boolean }

function FeedStatus({ feed }: { feed: CloudBlockList['feed'] }) {
  if (!feed) return <p>No feed is configured (LATCH_BLOCK_LIST_FEED_URL).</p>
  return (
    <>
      <p>
        {feed.lastImportAt
          ? `Feed ${feed.url}: ${feed.addresses} addresses and ${feed.domains} domains, imported ${feed.lastImportAt}.`
          : `Feed ${feed.url}: not imported yet.`}
      </p>
      {feed.lastError && (
        <p className="error">{`The last import failed (${feed.lastErrorAt}): ${feed.lastError.message}. The last good list stays.`}</p>
      )}
    </>
  )
}

export function BlockListPage({ api, projectId, projects }: PageProps) {
  const [cloud, setCloud] = useState<CloudBlockList>()
  const [own, setOwn] = useState<BlockList>()
  const [message, setMessage] = useState<Message>()
  const name = projects.find((project) => project.id === projectId)?.name ?? projectId

  useEffect(() => {
    let current = true
    api.cloudBlockList().then(
      (list) => current && setCloud(list),
      (caught: Error) => current && setMessage({ text: caught.message, error: true }),
    )
    if (projectId)
      api.blockList(projectId).then(
        (list) => current && setOwn(list),
        (caught: Error) => current && setMessage({ text: caught.message, error: true }),
      )
    return () => {
      current = false
    }
  }, [api, projectId])

  async function act<T>(action: () => Promise<T>, done: (value: T) => void, text: string) {
    try {
      done(await action())
      setMessage({ text, error: false })
    } catch (caught) {
      setMessage({ text: (caught as Error).message, error: true })
    }
  }
  const refused = (text: string) => setMessage({ text, error: true })

  return (
    <>
      <section aria-labelledby="cloud-block-list">
        <h3 id="cloud-block-list">Every project</h3>
        {cloud && (
          <>
            <BlockListForm
              label="every project"
              list={cloud}
              onError={refused}
              onSave={(list) =>
                act(() => api.setCloudBlockList(list), setCloud, 'The block list for every project is saved.')
              }
            />
            <FeedStatus feed={cloud.feed} />
            {cloud.feed && (
              <button
                type="button"
                className="secondary"
                onClick={() => void act(() => api.importBlockListFeed(), setCloud, 'The feed was read.')}
              >
                Import the feed now
              </button>
            )}
          </>
        )}
      </section>
      {projectId && own && (
        <section aria-labelledby="project-block-list">
          <h3 id="project-block-list">{`This project: ${name} (${projectId})`}</h3>
          <BlockListForm
            label={`project ${projectId}`}
            list={own}
            onError={refused}
            onSave={(list) =>
              act(() => api.setBlockList(projectId, list), setOwn, `The block list for project ${projectId} is saved.`)
            }
          />
        </section>
      )}
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? 'error' : 'ok'}>
        {message?.text}
      </p>
    </>
  )
}
