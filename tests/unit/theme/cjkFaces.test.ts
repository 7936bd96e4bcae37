import { describe, expect, it } from 'vitest';
import { cjkFontFaces } from '../../../theme/cjkFaces.ts';
import { complementOf, rangeCovers as covers } from '../../../theme/unicodeRange.ts';

const WEIGHTS = { regular: 400, medium: 500, bold: 700 };

function faces(families: string[]) {
  return cjkFontFaces(families, WEIGHTS)
    .split('\n')
    .map((face) => ({
      weight: Number(/font-weight:(\d+)/.exec(face)![1]),
      sources: [...face.matchAll(/local\("([^"]+)"\)/g)].map((match) => match[1]),
      range: /unicode-range:([^;]+);/.exec(face)![1],
    }));
}

describe('complementOf', () => {
  it('gives the code points outside a range, single ones without a dash', () => {
    expect(complementOf('U+0000-00FF,U+0131,U+0133-0140')).toBe('U+100-130, U+132, U+141-10FFFF');
  });

  it('starts below the first part and merges parts that overlap', () => {
    expect(complementOf('U+0041-005A, U+0020-0045, U+10FFFF')).toBe('U+0-1F, U+5B-10FFFE');
  });
});

describe('cjkFontFaces', () => {
  it('leaves everything the bundled Roboto subset draws to Roboto (or, while it loads, the system sans-serif)', () => {
    for (const { range } of faces(['Noto Sans CJK SC'])) {
      for (const char of 'Aa9 €’–…™') expect(covers(range, char)).toBe(false);
      for (const char of '您支付✓Ωж') expect(covers(range, char)).toBe(true);
    }
  });

  it('gives each weight its own faces in the tokens’ order, then every family’s regular face', () => {
    const [regular, medium, bold] = faces(['PingFang SC', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei']);
    expect([regular.weight, medium.weight, bold.weight]).toEqual([400, 500, 700]);
    expect(regular.sources).toEqual([
      'PingFangSC-Regular',
      'PingFang SC Regular',
      'Noto Sans CJK SC',
      'Noto Sans CJK SC Regular',
      'WenQuanYi Micro Hei',
      'WenQuanYi Micro Hei Regular',
    ]);
    expect(bold.sources).toEqual([
      'PingFangSC-Semibold',
      'PingFang SC Semibold',
      'Noto Sans CJK SC Bold',
      'WenQuanYi Micro Hei Bold',
      ...regular.sources,
    ]);
    expect(medium.sources.slice(0, 3)).toEqual([
      'PingFangSC-Medium',
      'PingFang SC Medium',
      'Noto Sans CJK SC Medium',
    ]);
  });
});
