/** The gateway's tables, as Kysely sees them. Each area adds its table interfaces here. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
