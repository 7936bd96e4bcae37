/**
 * Writes the small SVG marks the gateway serves under /images/: a coloured circle with the ticker for each
 * token asset, a rounded badge for each pay method, and circles with initials for providers and exchanges.
 * Run after adding a token, pay method, provider or exchange to server/data: `npx tsx scripts/generate-logos.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tokens from '../server/data/tokens.json' with { type: 'json' };
import payMethods from '../server/data/pay-methods.json' with { type: 'json' };
import providers from '../server/data/providers.json' with { type: 'json' };
import exchanges from '../server/data/exchanges.json' with { type: 'json' };

const root = fileURLToPath(new URL('../public/images/', import.meta.url));

const TOKEN_COLOURS: Record<string, string> = {
  BTC: '#F7931A',
  ETH: '#627EEA',
  USDT: '#26A17B',
  USDC: '#2775CA',
  DAI: '#F5AC37',
  PYUSD: '#003087',
  BNB: '#F3BA2F',
  SOL: '#9945FF',
  XRP: '#23292F',
  ADA: '#0033AD',
  DOGE: '#C2A633',
  TRX: '#EB0029',
  DOT: '#E6007A',
  AVAX: '#E84142',
  LINK: '#2A5ADA',
  LTC: '#345D9D',
  ATOM: '#2E3148',
  XLM: '#000000',
  POL: '#8247E5',
  ARB: '#28A0F0',
  OP: '#FF0420',
  UNI: '#FF007A',
  AAVE: '#B6509E',
  SHIB: '#FFA409',
  PEPE: '#3D8130',
  MKR: '#1AAB9B',
  LDO: '#00A3FF',
  APE: '#0054F9',
  GRT: '#6747ED',
  SAND: '#00ADEF',
  MANA: '#FF2D55',
  CRV: '#40649F',
  COMP: '#00D395',
  SNX: '#00B4D8',
  '1INCH': '#1B314F',
  ENS: '#5298FF',
  WBTC: '#F09242',
  BAT: '#FF5000',
  CHZ: '#CD0124',
  FET: '#1D2B53',
  RENDER: '#CF1011',
  IMX: '#17B5CB',
  ONDO: '#101828',
  WLD: '#1C1C1C',
  CAKE: '#D1884F',
  BONK: '#F8A500',
  JUP: '#13A86B',
  WIF: '#A47A4F',
};

const PAY_BADGES: Record<string, [string, string]> = {
  card: ['CARD', '#1A1F71'],
  applepay: ['Pay', '#000000'],
  googlepay: ['G Pay', '#4285F4'],
  paypal: ['PayPal', '#003087'],
  revolut: ['Revolut', '#191C1F'],
  wire: ['BANK', '#455A64'],
  ach: ['ACH', '#2E7D32'],
  venmo: ['venmo', '#3D95CE'],
  sepa: ['SEPA', '#10298E'],
  faster_payments: ['FPS', '#5A2D82'],
  pix: ['PIX', '#32BCAD'],
  spei: ['SPEI', '#A4262C'],
  upi: ['UPI', '#097939'],
};

const MARKS: Record<string, [string, string]> = {
  rampeasy: ['RE', '#21BF73'],
  topper: ['T', '#5D3FD3'],
  moonbeam: ['MB', '#F9A825'],
  swiftramp: ['SR', '#0D47A1'],
  binance: ['BN', '#F3BA2F'],
  coinbase: ['CB', '#0052FF'],
  kraken: ['KR', '#5741D9'],
  bitstamp: ['BS', '#009444'],
  bitpanda: ['BP', '#2B3B4E'],
  bitvavo: ['BV', '#0051FF'],
  okx: ['OKX', '#000000'],
  bybit: ['BB', '#F7A600'],
  kucoin: ['KC', '#23AF91'],
  gemini: ['GM', '#00B6D6'],
  cryptocom: ['CRO', '#103F68'],
  bitfinex: ['BFX', '#16B157'],
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** White on dark colours, near-black on light ones. */
function inkOn(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.6 ? '#1A1A1A' : '#FFFFFF';
}

const fontSize = (label: string, width: number) =>
  Math.min(22, Math.floor((width * 1.55) / Math.max(label.length, 2)));

function svg(label: string, colour: string, shape: 'circle' | 'badge'): string {
  const [w, h] = shape === 'circle' ? [64, 64] : [96, 64];
  const background =
    shape === 'circle'
      ? `<circle cx="32" cy="32" r="32" fill="${colour}"/>`
      : `<rect width="96" height="64" rx="12" fill="${colour}"/>`;
  const size = fontSize(label, shape === 'circle' ? 40 : 60);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escape(label)}">` +
    background +
    `<text x="${w / 2}" y="${h / 2}" dy=".35em" text-anchor="middle" font-family="Roboto, Arial, sans-serif" font-weight="700" font-size="${size}" fill="${inkOn(colour)}">${escape(label)}</text>` +
    '</svg>\n'
  );
}

function write(folder: string, name: string, content: string) {
  fs.mkdirSync(path.join(root, folder), { recursive: true });
  fs.writeFileSync(path.join(root, folder, `${name}.svg`), content);
}

const assets = [...new Set(tokens.map((t) => t.currency))];
for (const asset of assets) {
  const colour = TOKEN_COLOURS[asset];
  if (!colour) throw new Error(`no colour for token ${asset}: add it to TOKEN_COLOURS`);
  write('tokens', asset, svg(asset, colour, 'circle'));
}
for (const method of payMethods) {
  const badge = PAY_BADGES[method.id];
  if (!badge) throw new Error(`no badge for pay method ${method.id}: add it to PAY_BADGES`);
  write('pay', method.id, svg(badge[0], badge[1], 'badge'));
}
for (const [folder, ids] of [
  ['providers', providers.map((p) => p.offerType)],
  ['exchanges', exchanges.map((e) => e.id)],
] as const) {
  for (const id of ids) {
    const mark = MARKS[id];
    if (!mark) throw new Error(`no mark for ${id}: add it to MARKS`);
    write(folder, id, svg(mark[0], mark[1], 'circle'));
  }
}
console.log(
  `wrote ${assets.length} token, ${payMethods.length} pay-method, ${providers.length} provider and ${exchanges.length} exchange images`,
);
