// Header of every view: Back (not on the first view), the title that names the dialog, Close.
import { UI } from '../texts.ts'

export function Header(props: { titleId: string; title: string; canGoBack: boolean; onBack: () => void; onClose?: (() => void) | undefined }) {
  return (
    <div className="header">
      {props.canGoBack ? (
        <button type="button" className="icon-button" aria-label={UI.back} onClick={props.onBack}>
          <span aria-hidden="true">‹</span>
        </button>
      ) : (
        <span />
      )}
      <h2 className="title" id={props.titleId}>
        {props.title}
      </h2>
      {props.onClose ? (
        <button type="button" className="icon-button" aria-label={UI.close} onClick={props.onClose}>
          <span aria-hidden="true">×</span>
        </button>
      ) : (
        <span />
      )}
    </div>
  )
}
