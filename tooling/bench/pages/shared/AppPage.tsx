// The app around the connect button on the "in an app" pages: a header and 200 cards, ~3,100 elements with their
// own styles, so what opening the modal does to the rest of the page (restyle, layout, paint) is paid as in a real app.
import type { ReactNode } from 'react'

// the cards' ids: a fixed list, so each card's key is its own
const CARD_IDS = Array.from({ length: 200 }, (_, index) => `item-${index}`)
const STYLES = `
.app-header { display: flex; justify-content: flex-end; padding: 12px; }
.card { display: flex; flex-direction: column; gap: 8px; padding: 12px; margin: 8px; border: 1px solid #ddd;
  border-radius: 8px; font: 14px system-ui, sans-serif; }
.card:hover { background: #f5f5f5; }
.card h3 { margin: 0; font-size: 16px; }
.card p { margin: 4px 0; color: #555; }
.card .row { display: grid; grid-template-columns: 1fr auto; gap: 4px; }
.card button { padding: 4px 8px; border-radius: 6px; }
`

function Card({ id }: { id: string }) {
  const index = id.slice('item-'.length)
  return (
    <section className="card">
      <div className="row">
        <h3>Item {index}</h3>
        <span>#{index}</span>
      </div>
      <p>
        What item {index} is, with <b>bold</b> and <i>italic</i> words and <a href={`#${id}`}>item {index}'s page</a>.
      </p>
      <ul>
        <li>One</li>
        <li>Two</li>
        <li>Three</li>
      </ul>
      <div className="row">
        <button type="button">Buy</button>
        <button type="button">Share</button>
      </div>
    </section>
  )
}

/** the app: `button` in its header, then the cards */
export function AppPage({ button }: { button: ReactNode }) {
  return (
    <>
      <style>{STYLES}</style>
      <header className="app-header">{button}</header>
      <main>
        {CARD_IDS.map((id) => (
          <Card key={id} id={id} />
        ))}
      </main>
    </>
  )
}
