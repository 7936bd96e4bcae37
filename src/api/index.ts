export {
  ApiClient,
  DEFAULT_API_BASE,
  REQUEST_TIMEOUT_MS,
  TRANSPORT_FAILURE,
  isCancelled,
} from './ApiClient.ts';
export type { ApiAnswer, ApiClientOptions, FetchLike, RequestOptions } from './ApiClient.ts';
export { createApi } from './createApi.ts';
export type { Api, ApiBody } from './createApi.ts';
export { fetchLanguageList, LANGUAGES_URL } from './platform.ts';
export { containsFile, encodeForm, toFormData } from './encodeForm.ts';
export type { EncodedForm, FormBody } from './encodeForm.ts';
