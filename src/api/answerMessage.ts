import { isRespKey, respMessageId, respValues } from '../../schemas/api/respKeys.ts';
import { answerMessages } from './answerMessage.messages.ts';

/** What a refusal carries besides its code: its key and parameters, and the gateway's own words. */
export interface AnswerWords {
  respMessage: string;
  respKey?: string;
  respParams?: Record<string, string>;
}

/** A catalogue message to show for an answer: `gateway.<respKey>` with its parameters. */
export interface AnswerMessage {
  id: string;
  values: Record<string, string | number>;
}

/**
 * The catalogue message of a refusal's key (shown in the buyer's language, re-translated when they switch
 * language); undefined when the answer names no key this app knows (then its respMessage is all there is).
 */
export function answerMessage(
  answer: Pick<AnswerWords, 'respKey' | 'respParams'>,
): AnswerMessage | undefined {
  if (!isRespKey(answer.respKey)) return undefined;
  return { id: respMessageId(answer.respKey), values: respValues(answer.respParams) };
}

/** A refusal the app has no text for: a generic message in the buyer's language. */
export const UNKNOWN_REFUSAL: AnswerMessage = { id: answerMessages.unknownRefusal.id, values: {} };

/**
 * What the buyer reads for a refusal: the catalogue message of its key with its parameters, else a generic
 * message in their language. The gateway's own words (respMessage) are never shown: they may be English.
 */
export const refusalMessage = (answer: Pick<AnswerWords, 'respKey' | 'respParams'>): AnswerMessage =>
  answerMessage(answer) ?? UNKNOWN_REFUSAL;

/** The catalogue message of a refusal's key, else the generic message (kept for the login's messages). */
export const answerText = (answer: AnswerWords): AnswerMessage => refusalMessage(answer);
