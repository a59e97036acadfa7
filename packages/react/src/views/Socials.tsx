// Connect's social method: the first provider as a button, the rest behind "More social logins"; each with its logo.
import type { SocialLogin } from '@latch/core'
import { useId, useState } from '../reactBindings.ts'
import { useChunks } from '../chunks.ts'
import { useSocialLogin } from '../hooks/useSocialLogin.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { BrandIcon } from '../icons/BrandIcon.tsx'
import { socialName } from '../texts.ts'

export function Socials({ providers }: { providers: readonly SocialLogin[] }) {
  const { connect } = useSocialLogin()
  const { t } = useTranslator()
  const { loadView } = useChunks()
  const moreId = useId()
  const [expanded, setExpanded] = useState(false)
  const [first, ...rest] = providers

  const button = (provider: SocialLogin) => {
    const prefetch = () => void loadView(provider === 'farcaster' ? 'ConnectingFarcaster' : 'ConnectingSocial')
    return (
      <li key={provider}>
        <button
          type="button"
          className="row"
          // within the click: the pop-up must open in the user's gesture or it is blocked; core moves to
          // ConnectingSocial (farcaster: ConnectingFarcaster, no pop-up) and shows any failure there
          onClick={() => void connect(provider).catch(() => undefined)}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          <BrandIcon brand={provider} />
          <span className="name">{t('continueWith', { provider: socialName(provider) })}</span>
        </button>
      </li>
    )
  }

  if (!first) return null
  return (
    <div className="stack">
      <ul className="list">{button(first)}</ul>
      {rest.length > 0 && (
        <>
          {/* a disclosure that stays in place, so focus is not lost when it opens */}
          <button
            type="button"
            className="secondary"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded(!expanded)}
          >
            {t('moreSocials')}
          </button>
          <ul className="list" id={moreId} hidden={!expanded}>
            {expanded && rest.map(button)}
          </ul>
        </>
      )}
    </div>
  )
}
