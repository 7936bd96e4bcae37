import { isRespKey, type RespKey } from '../../schemas/api/respKeys.ts';
import type { AnswerWords } from './answerMessage.ts';

/**
 * A gateway refusal of one field of a request: the field it names (as the gateway spells it, e.g. 'city'
 * or 'billingAddress.city'), its key and parameters, and the gateway's words in the buyer's language.
 */
export interface FieldRefusal {
  field: string;
  key: RespKey;
  params: Record<string, string>;
  /** The answer's respMessage (shown as it came when the form has no such field). */
  message: string;
}

/** Keys that always refuse the same field of their request (the others name it in `respParams.field`). */
const FIELD_OF_KEY: Partial<Record<RespKey, string>> = {
  'addressBook.nameTooLong': 'name',
  'addressBook.addressEmpty': 'address',
  'addressBook.addressInvalid': 'address',
  'addressBook.unsupportedToken': 'address',
  'addressBook.networkUnavailable': 'network',
};

const FIELD_NAME = /^[A-Za-z][\w.]*$/;

/**
 * The field a refusal belongs to, read from its key (`field.*` with `respParams.field`, or an address-book
 * key about one field), never from its words (they are in the buyer's language); undefined for any other
 * answer (shown above the form).
 */
export function fieldRefusalOf(
  answer: Pick<AnswerWords, 'respKey' | 'respParams'> & Partial<Pick<AnswerWords, 'respMessage'>>,
): FieldRefusal | undefined {
  const key = answer.respKey;
  if (!isRespKey(key)) return undefined;
  const params = answer.respParams ?? {};
  const field = key.startsWith('field.') ? params.field : FIELD_OF_KEY[key];
  if (!field || !FIELD_NAME.test(field)) return undefined;
  return { field, key, params: { ...params }, message: answer.respMessage ?? '' };
}
