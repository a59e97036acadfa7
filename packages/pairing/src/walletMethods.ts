// The requests only the wallet itself can answer (the provider answers reads from the session or the RPC).
const WALLET_METHOD =
  /^(personal_sign|eth_sign|eth_signTypedData(_v\d)?|eth_sendTransaction|eth_signTransaction|wallet_(sendCalls|switchEthereumChain|addEthereumChain|grantPermissions)|solana_sign\w*|signMessage|sendTransfer|signPsbt)$/

export const needsWallet = (method: string): boolean => WALLET_METHOD.test(method)
