import { BusinessError } from '../../http/errors.ts';
import { RespCode } from '../../../schemas/api/common.ts';

const BASE = 'http://app.invalid';

/**
 * The identity page sends the buyer back only to a path of this site ('/verify-id?step=2'), never to
 * another origin: an absolute or protocol-relative URL is refused, so the link cannot be an open redirect.
 */
export function sameOriginPath(candidate: string | undefined): string | undefined {
  const value = candidate?.trim();
  if (!value) return undefined;
  const refuse = () => new BusinessError(RespCode.badRequest, "Invalid field 'returnUrl': must be a path of this site");
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) throw refuse();
  const url = new URL(value, BASE);
  if (url.origin !== BASE) throw refuse();
  return `${url.pathname}${url.search}${url.hash}`;
}
