// Tables of the names feature: offchain names `<label>.latch.id`, registered by a signed message.

export interface NamesTable {
  /** full name, lowercase, e.g. `alice.latch.id` */
  name: string
  /** lowercase address that signed the first registration; only it may update the name */
  owner: string
  /** JSON object of text attributes */
  attributes: string
  registered: string
  updated: string
}

/** the address of a name per coin type (60 for Ethereum, 0x80000000 | chainId per ENSIP-11) */
export interface NameAddressesTable {
  name: string
  coin_type: number | string
  address: string
  created: string
}

export interface NamesTables {
  names: NamesTable
  name_addresses: NameAddressesTable
}
