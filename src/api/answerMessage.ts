import { isRespKey, respMessageId, respValues } from '../../schemas/api/respKeys.ts';

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

/** The catalogue message of a refusal's key, else the gateway's words as they came. */
export const answerText = (answer: AnswerWords): AnswerMessage | { text: string } =>
  answerMessage(answer) ?? { text: answer.respMessage };
