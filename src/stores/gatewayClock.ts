import type { FetchLike } from '../api/ApiClient.ts';
import { sentAheadTimes } from '../api/firstAnswers.ts';
import type { Clock } from './deps.ts';

/** The gateway's time in ms, on every answer (server/http/dateHeader.ts); `Date` says it in whole seconds. */
export const GATEWAY_TIME_HEADER = 'x-gateway-time';

/**
 * The gateway's time as the app sees it: the device's clock plus the offset learned from the gateway's
 * answers. Quote expiries and login expiries are the gateway's epoch seconds, so countdowns and login
 * checks read this clock, never the device's alone (issue 16: a device clock 10 minutes off froze the
 * countdown at 00:00 or showed 10:55 for a 60 s quote).
 *
 * Each answer bounds the offset: the gateway stamped it (X-Gateway-Time in ms, else the `Date` header, a
 * time in [date, date + 1 s)) at a moment the device saw between sending the request and receiving the
 * answer. The bounds of successive answers are intersected, so the estimate sharpens with every answer;
 * bounds that no longer meet (the device clock was moved) start again from the latest answer.
 */
export class GatewayClock implements Clock {
  /**
   * Gateway time minus device time, in ms: the latest the answers allow, so the app never thinks a quote
   * or a login has more time left than the gateway gives it (less by at most a round trip).
   */
  offsetMs = 0;
  private low = Number.NEGATIVE_INFINITY;
  private high = Number.POSITIVE_INFINITY;
  readonly device: Clock;

  constructor(device: Clock) {
    this.device = device;
  }

  now(): number {
    return this.device.now() + this.offsetMs;
  }

  /** The gateway's stamp (ms; the true time is in [stamp, stamp + resolution)), sent and received at these device times. */
  learn(stampMs: number, resolutionMs: number, sentAt: number, receivedAt: number): void {
    if (!Number.isFinite(stampMs) || receivedAt < sentAt) return;
    const low = stampMs - receivedAt;
    const high = stampMs + resolutionMs - sentAt;
    const nextLow = Math.max(this.low, low);
    const nextHigh = Math.min(this.high, high);
    if (nextLow > nextHigh) {
      this.low = low;
      this.high = high;
    } else {
      this.low = nextLow;
      this.high = nextHigh;
    }
    this.offsetMs = this.high;
  }

  /** An answer's headers: X-Gateway-Time when present, else `Date`; neither teaches nothing. */
  learnFromHeaders(headers: Headers, sentAt: number, receivedAt: number): void {
    const precise = Number(headers.get(GATEWAY_TIME_HEADER) ?? Number.NaN);
    if (Number.isFinite(precise) && precise > 0) return this.learn(precise, 1, sentAt, receivedAt);
    const date = headers.get('date');
    if (date) this.learn(Date.parse(date), 1000, sentAt, receivedAt);
  }

  /**
   * The transport wrapped so that every answer teaches this clock, between when its request was sent and when
   * it was answered: for an answer sent ahead with the page (src/api/firstAnswers.ts), before the app asked.
   */
  learningFrom(fetch: FetchLike): FetchLike {
    return async (input, init) => {
      const sentAt = this.device.now();
      const response = await fetch(input, init);
      const ahead = sentAheadTimes(response);
      this.learnFromHeaders(
        response.headers,
        ahead?.sentAt ?? sentAt,
        ahead?.answeredAt ?? this.device.now(),
      );
      return response;
    };
  }
}
