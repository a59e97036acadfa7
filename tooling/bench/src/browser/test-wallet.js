// Init script: a test wallet announced over EIP-6963 so the wallet list has an entry (never asked to sign).
;(() => {
  const info = Object.freeze({
    uuid: '6f1f7a5e-2d9c-4c41-9b7e-6c1a1d6f0b01',
    name: 'Latch Test Wallet',
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%23888"/%3E%3C/svg%3E',
    rdns: 'dev.latch.benchwallet',
  })
  const listeners = new Map()
  const provider = {
    async request({ method }) {
      if (method === 'eth_chainId') return '0x7a69'
      if (method === 'net_version') return '31337'
      if (method === 'eth_accounts') return []
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    },
    on(event, listener) {
      listeners.set(listener, event)
      return provider
    },
    removeListener(_event, listener) {
      listeners.delete(listener)
      return provider
    },
  }
  const detail = Object.freeze({ info, provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
})()
