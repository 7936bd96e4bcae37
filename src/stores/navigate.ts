import { hrefTo, type QueryArg } from '../routes/href.ts';
import type { RouteName } from '../routes/registry.ts';
import type { Navigator } from './deps.ts';

export { hrefTo, type QueryArg } from '../routes/href.ts';
export type { RouteName } from '../routes/registry.ts';

/** Goes to a route by name and query through the injected navigator: go(navigator, 'orderStatus', { orderNo }). */
export function go<N extends RouteName>(navigator: Navigator, name: N, ...query: QueryArg<N>): void {
  navigator.navigate(hrefTo(name, ...query));
}

/** As go, in place of the current page (Back does not come here again). */
export function replaceWith<N extends RouteName>(navigator: Navigator, name: N, ...query: QueryArg<N>): void {
  navigator.navigate(hrefTo(name, ...query), { replace: true });
}
