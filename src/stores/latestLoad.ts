import { refusalMessage, type AnswerMessage } from '../api/answerMessage.ts';
import { isCancelled, TRANSPORT_FAILURE, type ApiAnswer } from '../api/index.ts';

/** A list's state: not asked yet, on its way, shown, or not loaded. */
export type LoadState = 'idle' | 'loading' | 'ready' | 'error';

/** Why a list could not be loaded: no answer at all, or the gateway's refusal in the buyer's language. */
export interface LoadError {
  /** The catalogue message of the refusal's key (a generic one without a known key); absent when there was no answer. */
  message?: AnswerMessage;
}

const OK = 200;
/** The client has already logged the buyer out and sent them to Login. */
const AUTH_INVALID = 5002;

/**
 * A screen's list loaded from the gateway, where only the newest request counts: each one aborts the one
 * before, and abort() stops it when the screen is left. The answer is the data, why it failed, or
 * undefined when it no longer matters (replaced, left, or a refused login, which the client already
 * handles by sending the buyer to Login).
 */
export class LatestLoad {
  private controller?: AbortController = undefined;

  async run<T>(
    call: (signal: AbortSignal) => Promise<ApiAnswer & { data?: T }>,
  ): Promise<{ data: T } | { error: LoadError } | undefined> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    try {
      const answer = await call(controller.signal);
      if (controller.signal.aborted || answer.respCode === AUTH_INVALID) return undefined;
      if (answer.respCode === OK && answer.data) return { data: answer.data };
      return { error: answer.respCode === TRANSPORT_FAILURE ? {} : { message: refusalMessage(answer) } };
    } catch (error) {
      if (isCancelled(error)) return undefined;
      throw error;
    }
  }

  abort(): void {
    this.controller?.abort();
    this.controller = undefined;
  }
}
