import { routeNamed, type RouteName } from './registry.ts';

/** What a link into the purchase may carry: a widget's quote, a partner's address, from and return URL. */
type LinkQuery = Readonly<Record<string, string | undefined>>;

/** The query each route is opened with by the app's own navigation; a route not named here takes none. */
export interface RouteQueries {
  edit: LinkQuery;
  order: LinkQuery;
  selectOffer: LinkQuery;
  waitPayment: { orderNo?: string };
  paymentStatus: { orderNo: string };
  orderStatus: { orderNo: string };
  selectCard: { orderNo?: string };
  enterCard: { orderNo: string };
  enterInformation: { isUnderReview?: '1'; step?: '2' };
  verifyId: { retry?: '1'; checked?: '1' };
  kycStatus: { status: '2' | '3' | 'kyc2' };
  addAddress: { id?: string; from?: 'submitAddress' };
}

type QueryOf<N extends RouteName> = N extends keyof RouteQueries ? RouteQueries[N] : never;

/** A route's query argument: required when a field is, optional when none is, absent when the route takes none. */
export type QueryArg<N extends RouteName> = [QueryOf<N>] extends [never]
  ? []
  : Partial<QueryOf<N>> extends QueryOf<N>
    ? [query?: QueryOf<N>]
    : [query: QueryOf<N>];

/**
 * The address of a route by name, with its query (fields without a value left out), e.g.
 * hrefTo('orderStatus', { orderNo }) is '/order-status?orderNo=…'. The one way the app spells a path.
 */
export function hrefTo<N extends RouteName>(name: N, ...[query]: QueryArg<N>): string {
  const search = new URLSearchParams();
  for (const [field, value] of Object.entries(query ?? {})) if (value) search.set(field, value);
  const text = search.toString();
  return text ? `${routeNamed(name).path}?${text}` : routeNamed(name).path;
}
