// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { domNodeFailure } from '../../../scripts/screenDomNodes.ts';

describe("the built Storybook check's DOM-node limit of a screen", () => {
  it('fails a screen of 801 nodes, naming the count and the limit', () => {
    expect(domNodeFailure('screens-edit--default', 801)).toMatch(
      /^801 DOM nodes, over the 800 a screen may have/,
    );
  });

  it('passes a screen of exactly 800 nodes', () => {
    expect(domNodeFailure('screens-edit--default', 800)).toBeUndefined();
  });

  it('fails a screen whose nodes were not counted, rather than passing what nothing measured', () => {
    expect(domNodeFailure('screens-edit--default', null)).toBe('DOM nodes not counted: no #storybook-root');
  });

  it("holds only screens to it: a component's story (a long list's) may have more", () => {
    expect(domNodeFailure('components-currencypicker--ten-thousand', 5000)).toBeUndefined();
    expect(domNodeFailure('components-currencypicker--ten-thousand', null)).toBeUndefined();
  });
});
