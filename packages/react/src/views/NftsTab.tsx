// The NFTs tab (its own chunk): the NFTs the account holds on the active network, from the cloud; names
// as text, pictures only as <img src> (CONTRACT security rules).
import { useEffect } from '../reactBindings.ts'
import { useLatchInstance } from '../context.ts'
import { useTranslator } from '../i18n/localeChunks.ts'
import { useLatchSelector } from '../useLatchSelector.ts'
import { imageSrc } from '@latch/core/internal'

export default function NftsTab() {
  const latch = useLatchInstance()
  const { t } = useTranslator()
  const { nfts, address, chainId } = useLatchSelector((state) => ({
    nfts: state.cloud.nfts,
    address: state.accounts[state.activeNamespace]?.address,
    chainId: state.activeNetwork.caipNetworkId,
  }))

  useEffect(() => {
    if (address) void latch.loadNfts()
  }, [latch, address, chainId])

  if (nfts.status === 'error' && nfts.items.length === 0)
    return (
      <p className="center error" role="alert">
        {t('failedToFetchNfts')}
      </p>
    )
  if (nfts.status !== 'loaded' && nfts.items.length === 0) return <p className="center muted small">{t('loading')}</p>
  if (nfts.items.length === 0) return <p className="center muted">{t('noNfts')}</p>
  return (
    <ul className="list">
      {nfts.items.map((nft) => {
        const image = imageSrc(nft.previewUrl)
        return (
          <li key={`${nft.contract}#${nft.tokenId}`} className="token">
            {image ? <img className="wallet-icon" src={image} alt="" width={36} height={36} /> : null}
            <span className="activity-main">{nft.name || nft.symbol || truncate(nft.contract)}</span>{' '}
            <span className="muted">{`#${nft.tokenId}`}</span>
          </li>
        )
      })}
    </ul>
  )
}

const truncate = (value: string) => (value.length > 12 ? `${value.slice(0, 6)}…${value.slice(-4)}` : value)
