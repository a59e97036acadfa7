// The messages about the page itself: its theme, language and name on the frame's cards, a reload, and the modal
// closing.
// Apart because they hold no account or wallet state, only what the frame shows.
import type { FrameHandlers } from '@latch/frame'
import type { ApprovalCard } from './approval.ts'
import type { CardHost } from './cards.ts'
import { useFrameLocale } from './texts/frameLocale.ts'

export function pageHandlers(deps: { window: Window; cards: CardHost; approval: ApprovalCard }): FrameHandlers {
  const { cards, approval } = deps

  return {
    SYNC_THEME({ themeMode, themeVariables }) {
      const accent = themeVariables?.['--latch-accent']
      cards.setTheme(themeMode, typeof accent === 'string' ? accent : undefined)
      return undefined
    },
    // answered once the language's texts are loaded: a card asked for after it speaks that language
    async SYNC_LOCALE({ locale }) {
      await useFrameLocale(deps.window.document, [locale])
      return undefined
    },
    SYNC_DAPP_DATA({ metadata }) {
      approval.setDappName(metadata?.name)
      return undefined
    },
    RELOAD() {
      deps.window.location.reload()
      return undefined
    },
    RPC_ABORT() {
      approval.abort()
      // a device setup or an export card ends with the modal too
      cards.abort()
      return undefined
    },
  }
}
