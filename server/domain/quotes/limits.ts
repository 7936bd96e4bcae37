import { QuoteRespCode } from '../../../schemas/api/quote.ts';
import { BusinessError } from '../../http/errors.ts';
import {
  decimal,
  maxOf,
  minOf,
  niceCeil,
  niceFloor,
  toPlainDecimal,
  type Decimal,
} from '../../../src/lib/money.ts';
import type { Market, OfferFit, Side } from '../offers/pricing.ts';

/** A limit answer in the unit of the side the buyer typed (SPEC §5 texts). */
function limitError(side: Side, market: Market, bound: 'min' | 'max', amount: number): BusinessError {
  const unit = side === 'pay' ? market.fiat.code : market.token.currency;
  const code =
    side === 'pay'
      ? QuoteRespCode.paySide
      : bound === 'min'
        ? QuoteRespCode.getSide
        : QuoteRespCode.getSideMax;
  return new BusinessError(code, bound === 'min' ? 'quote.belowMinimum' : 'quote.aboveMaximum', {
    amount: toPlainDecimal(amount),
    currency: unit,
  });
}

/** The pair's limits per side, made once per market moment (a Market is one object while its prices hold). */
const pairLimits = new WeakMap<Market, Record<Side, [number, number]>>();

function limitsOf(market: Market): Record<Side, [number, number]> {
  let limits = pairLimits.get(market);
  if (!limits) {
    const { fiat, token, midPrice } = market;
    limits = {
      pay: [
        Math.max(fiat.minAmount, niceCeil(decimal(token.minAmount).times(midPrice))),
        Math.min(fiat.maxAmount, niceFloor(decimal(token.maxAmount).times(midPrice))),
      ],
      get: [
        Math.max(token.minAmount, niceCeil(decimal(fiat.minAmount).div(midPrice))),
        Math.min(token.maxAmount, niceFloor(decimal(fiat.maxAmount).div(midPrice))),
      ],
    };
    pairLimits.set(market, limits);
  }
  return limits;
}

/**
 * The pair's own limits in the side's unit: the pay currency's min/max and the token's, each converted
 * to the other side at the market price.
 */
export function checkPairLimits(side: Side, market: Market, amount: number): void {
  const [min, max] = limitsOf(market)[side];
  if (amount < min) throw limitError(side, market, 'min', min);
  if (amount > max) throw limitError(side, market, 'max', max);
}

/**
 * When no provider takes the amount: the nearest amount some provider would take. Providers' limits are
 * in the pay currency; on the get side they are scaled to the token through each offer's own price.
 */
export function offerLimitError(side: Side, market: Market, amount: number, fits: OfferFit[]): BusinessError {
  const below = fits.filter((f) => f.fit === 'below');
  const toSide = (send: Decimal, { offer }: OfferFit) =>
    side === 'pay' ? send : send.times(amount).div(offer.sendAmount);
  if (below.length > 0) {
    // A send amount must also leave something after the fees.
    const least = ({ offer }: OfferFit) =>
      maxOf(offer.minSend, decimal(offer.processingFee).plus(offer.networkFee));
    return limitError(side, market, 'min', niceCeil(minOf(...below.map((f) => toSide(least(f), f)))));
  }
  return limitError(
    side,
    market,
    'max',
    niceFloor(maxOf(...fits.map((f) => toSide(decimal(f.offer.maxSend), f)))),
  );
}
