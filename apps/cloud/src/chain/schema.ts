// Tables of the chain feature.
export interface ChainTables {}
