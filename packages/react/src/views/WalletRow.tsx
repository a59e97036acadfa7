// One wallet as a button named exactly by the wallet's name (tags are visual only).
import { WalletIcon } from './WalletIcon.tsx'

export function WalletRow(props: {
  name: string
  icon?: string | null
  tag?: string
  accentTag?: boolean
  onClick: () => void
  /** fetch what the click will need while the pointer or focus is on the row */
  onPrefetch?: () => void
}) {
  return (
    <button
      type="button"
      className="row"
      aria-label={props.name}
      onClick={props.onClick}
      onPointerEnter={props.onPrefetch}
      onFocus={props.onPrefetch}
    >
      <WalletIcon name={props.name} src={props.icon} />
      <span className="name">{props.name}</span>
      {props.tag && <span className={props.accentTag ? 'tag accent' : 'tag'}>{props.tag}</span>}
    </button>
  )
}
