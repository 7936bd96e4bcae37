import type { IntlShape } from 'react-intl';

type UiNode = { [key: string]: unknown };

/** ui schema keys whose value is a message id to translate. */
const TEXT_KEYS = new Set(['ui:title', 'ui:description', 'ui:placeholder', 'ui:help']);

const isNode = (value: unknown): value is UiNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The ui schema with its message ids (schemas/forms/*.ui.json hold ids, never text) replaced by the
 * locale's texts: titles, descriptions, placeholders, help and enum names. 'ui:messages' stays as ids for
 * the error transformer.
 */
export function localizeUiSchema<T extends UiNode>(uiSchema: T, intl: IntlShape): T {
  const text = (id: unknown) => (typeof id === 'string' ? intl.formatMessage({ id }) : id);
  const walk = (node: UiNode): UiNode =>
    Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (TEXT_KEYS.has(key)) return [key, text(value)];
        if (key === 'ui:enumNames') {
          return [
            key,
            Array.isArray(value)
              ? value.map(text)
              : isNode(value)
                ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, text(v)]))
                : value,
          ];
        }
        if (key === 'ui:messages' || !isNode(value)) return [key, value];
        return [key, walk(value)];
      }),
    );
  return walk(uiSchema) as T;
}
