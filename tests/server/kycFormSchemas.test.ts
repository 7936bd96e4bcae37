import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import rjsfValidator from '@rjsf/validator-ajv8';
import personalInfo from '../../schemas/forms/personalInfo.json' with { type: 'json' };
import billingAddress from '../../schemas/forms/billingAddress.json' with { type: 'json' };
import idVerification from '../../schemas/forms/idVerification.json' with { type: 'json' };
import addressBookEntry from '../../schemas/forms/addressBookEntry.json' with { type: 'json' };
import enUS from '../../src/i18n/messages/en-US.json' with { type: 'json' };
import zhCN from '../../src/i18n/messages/zh-CN.json' with { type: 'json' };
import { endpoints } from '../../schemas/api/index.ts';
import { formExamples, type Data } from './helpers/formExamples.ts';

/** The gateway's validator: Fastify's ajv options (coercion, defaults, removal of unknown fields). */
function gatewayValidator(schema: object) {
  const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: false });
  addFormats.default(ajv);
  return ajv.compile(schema);
}

/** Where an ajv error points: the property of a 'required' error, else its path. */
const fieldOf = (error: { instancePath?: string; property?: string; params?: Record<string, unknown> }) =>
  String(error.params?.missingProperty ?? (error.instancePath ?? error.property ?? '').replace(/^[./]/, ''));

const messageIds: string[] = [];
const collectIds = (node: unknown) => {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ui:title') messageIds.push(value as string);
    else if (key === 'ui:messages' || key === 'ui:enumNames')
      messageIds.push(...Object.values(value as Record<string, string>));
    else collectIds(value);
  }
};

describe.each(Object.entries(formExamples))('form schema %s', (_name, form) => {
  it('validates the same way in the browser (RJSF) and on the gateway (Fastify ajv)', () => {
    const gateway = gatewayValidator(form.schema);
    for (const data of form.valid) {
      expect(rjsfValidator.validateFormData(structuredClone(data), form.schema).errors).toEqual([]);
      expect(gateway(structuredClone(data)), JSON.stringify(gateway.errors)).toBe(true);
    }
    for (const [data, field] of form.invalid) {
      const { errors } = rjsfValidator.validateFormData(structuredClone(data), form.schema);
      expect(
        errors.map((e) => fieldOf(e)),
        JSON.stringify(data),
      ).toContain(field);
      expect(gateway(structuredClone(data)), JSON.stringify(data)).toBe(false);
      expect(fieldOf(gateway.errors![0])).toBe(field);
    }
  });

  it('is closed to unknown fields: the browser reports them, the gateway drops them', () => {
    const data = { ...form.valid[0], injected: 'x' };
    expect(
      rjsfValidator.validateFormData(structuredClone(data), form.schema).errors.map((e) => e.name),
    ).toContain('additionalProperties');
    const copy = structuredClone(data);
    expect(gatewayValidator(form.schema)(copy)).toBe(true);
    expect(copy).not.toHaveProperty('injected');
  });

  it('holds no UI text; its ui schema names every field by message id, in both catalogues', () => {
    expect(JSON.stringify(form.schema)).not.toMatch(/"(title|description)"/);
    expect(form.schema.additionalProperties).toBe(false);
    const fields = Object.keys(form.schema.properties);
    expect([...(form.ui['ui:order'] as string[])].sort()).toEqual([...fields].sort());
    for (const field of fields) expect((form.ui[field] as Data)['ui:title'], field).toMatch(/^forms\./);
    for (const field of form.schema.required)
      expect((form.ui[field] as { 'ui:messages'?: Data })['ui:messages']?.required, field).toMatch(
        /^validation\./,
      );

    messageIds.length = 0;
    collectIds(form.ui);
    const catalogues: Record<string, Record<string, string>> = { 'en-US': enUS, 'zh-CN': zhCN };
    for (const [locale, messages] of Object.entries(catalogues)) {
      expect(
        messageIds.filter((id) => !(id in messages)),
        locale,
      ).toEqual([]);
    }
  });
});

describe('endpoints built from the forms', () => {
  it.each([
    ['addKyc', personalInfo],
    ['saveBillingAddress', billingAddress],
    ['getIdentificationUrl', idVerification],
    ['addCryptoAddress', addressBookEntry],
  ] as const)('%s takes the form schema itself', (name, form) => {
    const body = endpoints[name].body as unknown as {
      properties: Record<string, object>;
      required: string[];
      additionalProperties: boolean;
    };
    expect(body.required).toEqual(form.required);
    expect(body.additionalProperties).toBe(false);
    for (const field of Object.keys(form.properties)) {
      if (name === 'addCryptoAddress' && field === 'name') continue; // 25 characters: answered by the gateway with the spec's message
      expect(body.properties[field], field).toBe(form.properties[field as keyof typeof form.properties]);
    }
  });
});
