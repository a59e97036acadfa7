// Init script: a connected wallet for the swap figure, announced over EIP-6963, holding one devnet account that anvil
// signs for; reads go to the devnet node. Its settings come first as window.__latchBenchWallet = { account, rpcUrl }.
;(() => {
  const { account, rpcUrl } = window.__latchBenchWallet
  const info = Object.freeze({
    uuid: '0b6c3a52-8f3e-4d0e-9a55-0f3f4c1e2d77',
    name: 'Latch Test Wallet',
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"%3E%3Crect width="1" height="1" fill="%23888"/%3E%3C/svg%3E',
    rdns: 'dev.latch.benchswapwallet',
  })
  const forward = async (method, params) => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    const body = await response.json()
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
    return body.result
  }
  const provider = {
    async request({ method, params }) {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account]
      if (method === 'wallet_requestPermissions') return [{ parentCapability: 'eth_accounts' }]
      if (method === 'wallet_getPermissions') return [{ parentCapability: 'eth_accounts' }]
      if (method === 'eth_chainId') return '0x7a69'
      if (method === 'net_version') return '31337'
      if (method === 'wallet_switchEthereumChain') return null
      if (method.startsWith('wallet_')) throw Object.assign(new Error('Unsupported method'), { code: 4200 })
      return forward(method, params)
    },
    on() {
      return provider
    },
    removeListener() {
      return provider
    },
  }
  const detail = Object.freeze({ info, provider })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
})()
