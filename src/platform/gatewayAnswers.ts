import type { FetchLike } from '../api/index.ts';

/**
 * The gateway's answers on their way to the stores: counted, and held back on demand. The app hydrates a
 * pre-rendered screen only while none has come (its first render must be the pre-render, which waits for
 * every answer), and holds those that come meanwhile until the screen is in (src/main.tsx).
 */
export class GatewayAnswers {
  private arrived = 0;
  private held: Promise<void> | undefined;

  constructor(private readonly send: FetchLike = (input, init) => window.fetch(input, init)) {}

  /** The calls of the stores: their answers fill the screen. */
  readonly fetch: FetchLike = async (input, init) => {
    const response = await this.send(input, init);
    this.arrived += 1;
    await this.held;
    return response;
  };

  /**
   * The published messages: held too (a text may change), not counted, as the screen shows the built-in
   * texts until they come.
   */
  readonly fetchMessages: FetchLike = async (input, init) => {
    const response = await this.send(input, init);
    await this.held;
    return response;
  };

  get noneYet(): boolean {
    return this.arrived === 0;
  }

  /** Holds every answer from now until the returned function is called. */
  hold(): () => void {
    let release = () => undefined as void;
    this.held = new Promise<void>((resolve) => (release = resolve));
    return () => {
      this.held = undefined;
      release();
    };
  }
}
