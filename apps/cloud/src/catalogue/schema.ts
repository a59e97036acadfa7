// Tables of the catalogue feature.
export interface CatalogueTables {}
