// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { figuresOf, LighthouseError } from '../../../bench/lighthouse.ts';

type Result = Parameters<typeof figuresOf>[0];
const URL = 'http://127.0.0.1:4173/edit';

/** The parts of Lighthouse's result the benchmark reads. */
function result({
  score = 0.91 as number | null,
  lcp = 2229.4,
  runtimeError = undefined as { code: string; message: string } | undefined,
} = {}): Result {
  const audit = (numericValue: number) => ({ numericValue });
  return {
    lhr: {
      runtimeError,
      runWarnings: [],
      categories: { performance: { score } },
      audits: {
        'first-contentful-paint': audit(1203.6),
        'largest-contentful-paint': audit(lcp),
        'total-blocking-time': audit(254.2),
        'cumulative-layout-shift': audit(0.01234),
      },
    },
  } as unknown as Result;
}

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as LighthouseError;
  }
  throw new Error('expected the figures to be refused');
};

describe("the Lighthouse benchmark's figures of one run", () => {
  it('reads the score and the timings, rounded as the table prints them', () => {
    expect(figuresOf(result(), URL)).toEqual({
      score: 0.91,
      fcpMs: 1204,
      lcpMs: 2229,
      tbtMs: 254,
      cls: 0.012,
    });
  });

  it('refuses a run without a performance score instead of printing 0', () => {
    const error = failure(() => figuresOf(result({ score: null }), URL));
    expect(error).toBeInstanceOf(LighthouseError);
    expect(error.message).toBe(`Lighthouse gave ${URL} no performance score`);
  });

  it('refuses a timing that is not a number instead of printing NaN', () => {
    const error = failure(() => figuresOf(result({ lcp: Number.NaN }), URL));
    expect(error.message).toMatch(/^Lighthouse has no largest-contentful-paint for /);
  });

  it("refuses a run Lighthouse could not measure, and runs again only when Lighthouse's words say to", () => {
    const again = failure(() =>
      figuresOf(
        result({
          runtimeError: { code: 'NO_FCP', message: 'The page did not paint. Please run Lighthouse again.' },
        }),
        URL,
      ),
    );
    expect(again.runAgain).toBe(true);
    const notAgain = failure(() =>
      figuresOf(
        result({ runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: 'Status code: 500.' } }),
        URL,
      ),
    );
    expect(notAgain.runAgain).toBe(false);
    expect(notAgain.message).toMatch(/could not measure .*ERRORED_DOCUMENT_REQUEST/);
  });
});
