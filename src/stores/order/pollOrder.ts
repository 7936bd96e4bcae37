import { refusalMessage } from '../../api/answerMessage.ts';
import { isCancelled, TRANSPORT_FAILURE, type Api } from '../../api/index.ts';
import type { OrderView, ServerMessage } from './types.ts';

export interface PollHandlers {
  /** Each fresh view of the order; return false to stop polling. */
  onOrder(order: OrderView): boolean;
  /** A business answer instead of the order (e.g. 404); polling goes on unless it returns false. */
  onRefused(answer: ServerMessage): boolean;
  /** The gateway could not be reached this many times in a row; return false to stop polling. */
  onUnreachable(consecutive: number): boolean;
  /**
   * With this handler, an order in Delivering is followed with its delivery's confirmations so far
   * (getConfirmedBlock), asked beside each view of it; a failed ask leaves the last ones shown.
   */
  onConfirmations?(blocks: DeliveryConfirmations): void;
}

/** The confirmations of an order's delivery transaction so far, and how many make it final. */
export interface DeliveryConfirmations {
  orderNo: string;
  confirmations: number;
  required: number;
}

/**
 * Follows an order live: asks the gateway for it, then again `intervalMs` after each answer (never two
 * requests at once). Returns the stop function, which also cancels the request on its way.
 */
export function pollOrder(api: Api, orderNo: string, intervalMs: number, handlers: PollHandlers): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unreachable = 0;

  const keepGoing = async (): Promise<boolean> => {
    try {
      const answer = await api.orderDetail({ orderNo }, { signal: controller.signal });
      if (controller.signal.aborted) return false;
      if (answer.respCode === 200 && answer.data) {
        unreachable = 0;
        const goOn = handlers.onOrder(answer.data);
        if (goOn && answer.data.status === 'Delivering' && handlers.onConfirmations)
          void askConfirmations(handlers.onConfirmations);
        return goOn;
      }
      if (answer.respCode === TRANSPORT_FAILURE) return handlers.onUnreachable(++unreachable);
      unreachable = 0;
      const { respCode, respMessage } = answer;
      return handlers.onRefused({ respCode, message: refusalMessage(answer), respMessage });
    } catch (error) {
      if (isCancelled(error) || controller.signal.aborted) return false;
      return handlers.onUnreachable(++unreachable);
    }
  };

  // Asked beside the order's views, never holding them up (one ask at a time; a slow one is skipped, not queued).
  let confirming = false;
  const askConfirmations = async (onConfirmations: (blocks: DeliveryConfirmations) => void) => {
    if (confirming) return;
    confirming = true;
    try {
      const blocks = await api.getConfirmedBlock({ orderNo }, { signal: controller.signal });
      if (controller.signal.aborted || blocks.respCode !== 200 || !blocks.data) return;
      const { confirmations, requiredConfirmations: required } = blocks.data;
      onConfirmations({ orderNo, confirmations, required });
    } catch {
      // Confirmations are extra: the order's own view says where it stands.
    } finally {
      confirming = false;
    }
  };

  const tick = async () => {
    if (await keepGoing()) timer = setTimeout(tick, intervalMs);
  };
  void tick();

  return () => {
    controller.abort();
    if (timer !== undefined) clearTimeout(timer);
  };
}
