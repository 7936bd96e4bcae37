import providers from '../../data/providers.json' with { type: 'json' };

/** A provider (offer) that sells crypto: its fees, limits and what it accepts, from server/data/providers.json. */
export interface Provider {
  /** Sent as offerType (e.g. 'rampeasy', 'topper'). */
  offerType: string;
  name: string;
  logo: string;
  /** Percent of the send amount. */
  processingFeePct: number;
  /** Added to every processing fee, in USD (converted to the pay currency). */
  fixedFeeUsd: number;
  /** Percent the provider's price is above the market's. */
  spreadPct: number;
  minUsd: number;
  maxUsd: number;
  payMethods: string[];
  /** Pay methods the provider takes inside the app (the sandbox's hosted card field) instead of its checkout page. */
  inAppPayMethods?: string[];
  /** Network fee in USD per network it delivers on; a network missing here is not served. */
  networkFeesUsd: Record<string, number>;
}

export const providerList = providers as Provider[];

const byOfferType = new Map(providerList.map((provider) => [provider.offerType, provider]));
/** The provider of an offerType, if there is one. */
export const providerOf = (offerType: string) => byOfferType.get(offerType);

/** Whether a provider takes a pay method and delivers on a network. */
export const serves = (provider: Provider, payMethod: string, network: string) =>
  provider.payMethods.includes(payMethod) && provider.networkFeesUsd[network] !== undefined;

/** Whether a provider takes a pay method inside the app (payCard) rather than on its checkout page. */
export const paysInApp = (provider: Pick<Provider, 'inAppPayMethods'> | undefined, payMethod: string) =>
  provider?.inAppPayMethods?.includes(payMethod) ?? false;
