// The links that open a paired wallet's app for one request on a phone: the catalogue link the visitor opened it by,
// then the links the wallet declared, each as the pairing protocol's SDK forms a request link; none on a computer.
import { describe, expect, it } from 'vitest'
import { createSafeStorage, memoryStorage } from '../storage.ts'
import { storeDeepLinkChoice } from './pairing.ts'
import { createRequestHandOff, requestHandOffLinks, requestLink } from './requestHandOff.ts'

const REQUEST = { id: 1700000000000, topic: 'ab12' }
const RAINBOW = { name: 'Rainbow', redirect: { native: 'rainbow://', universal: 'https://rnbwapp.com' } }

describe('request hand-off links', () => {
  it("a request link is the wallet's link with the request's id and the session's topic, never a pairing URI", () => {
    expect(requestLink('rainbow://', 7, 'ab12')).toBe('rainbow://wc?requestId=7&sessionTopic=ab12')
    expect(requestLink('rainbow:', 7, 'ab12')).toBe('rainbow://wc?requestId=7&sessionTopic=ab12')
    expect(requestLink('https://metamask.app.link', 7, 'ab12')).toBe(
      'https://metamask.app.link/wc?requestId=7&sessionTopic=ab12',
    )
  })

  it('R-3.47 the deep link choice naming the paired wallet comes first, then its own scheme and universal link, each once', () => {
    const links = requestHandOffLinks(
      { ...REQUEST, peer: { ...RAINBOW, name: 'Rainbow Wallet' } },
      { name: 'Rainbow', href: 'https://rnbwapp.com/' },
    )
    // its own scheme before an https link: the ladder's order
    expect(links).toEqual([
      'rainbow://wc?requestId=1700000000000&sessionTopic=ab12',
      'https://rnbwapp.com/wc?requestId=1700000000000&sessionTopic=ab12',
    ])
  })

  it('a deep link choice of another wallet is not used; links that could run script are never offered', () => {
    const peer = { name: 'Rainbow', redirect: { native: 'javascript:alert(1)', universal: 'data:text/html,x' } }
    expect(requestHandOffLinks({ ...REQUEST, peer }, { name: 'Trust Wallet', href: 'trust://' })).toEqual([])
    expect(
      requestHandOffLinks({ ...REQUEST, peer: { name: 'Trust' } }, { name: 'Trust Wallet', href: 'trust://' }),
    ).toEqual(['trust://wc?requestId=1700000000000&sessionTopic=ab12'])
  })

  it('on a computer no link opens for a request: the phone is elsewhere', () => {
    const storage = createSafeStorage(memoryStorage())
    storeDeepLinkChoice(storage, { name: 'Rainbow', href: 'rainbow://' })
    expect(createRequestHandOff({ isMobile: () => false, storage }).links({ ...REQUEST, peer: RAINBOW })).toEqual([])
    expect(createRequestHandOff({ isMobile: () => true, storage }).links({ ...REQUEST, peer: RAINBOW })).toEqual([
      'rainbow://wc?requestId=1700000000000&sessionTopic=ab12',
      'https://rnbwapp.com/wc?requestId=1700000000000&sessionTopic=ab12',
    ])
  })
})
