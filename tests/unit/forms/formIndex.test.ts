// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Widgets as muiWidgets } from '@rjsf/mui';
import { getWidget, type RJSFSchema } from '@rjsf/utils';
import enUS from '../../../src/i18n/messages/en-US.json';
import zhCN from '../../../src/i18n/messages/zh-CN.json';
import { formNames, forms } from '../../../src/forms/index.ts';
import { appWidgets } from '../../../src/forms/widgets/index.ts';
import { hasPhoneField, PHONE_WIDGET } from '../../../src/forms/phoneKit.ts';
import { widgetMessages } from '../../../src/forms/widgets/widgets.messages.ts';
import { schemaFormMessages } from '../../../src/forms/SchemaForm/SchemaForm.messages.ts';

const catalogues: Record<string, Record<string, string>> = { 'en-US': enUS, 'zh-CN': zhCN };
/** The widgets a SchemaForm has: RJSF MUI's own ('radio', 'hidden' …) and the app's. */
const registered = { ...muiWidgets, ...appWidgets };

/** Whether RJSF finds the widget for a field of this schema (it throws "No widget … for type …" otherwise). */
function resolves(schema: RJSFSchema, widget: string): boolean {
  try {
    getWidget(schema, widget, registered);
    return true;
  } catch {
    return false;
  }
}

/** Every 'ui:widget' a ui schema names, with the field. */
function widgetsNamed(node: unknown, at = ''): Array<[string, string]> {
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]): Array<[string, string]> =>
    key === 'ui:widget' && typeof value === 'string'
      ? [[at, value]]
      : key.startsWith('ui:')
        ? []
        : widgetsNamed(value, at ? `${at}.${key}` : key),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the form index', () => {
  it('holds every form of schemas/forms, by its file name', () => {
    const files = fs
      .readdirSync(path.resolve(import.meta.dirname, '../../../schemas/forms'))
      .filter((file) => file.endsWith('.json') && !file.endsWith('.ui.json'))
      .map((file) => file.replace(/\.json$/, ''));
    expect([...formNames].sort()).toEqual(files.sort());
    for (const name of formNames) expect(forms[name].name).toBe(name);
  });

  it.each(formNames)('%s: every widget its ui schema names is registered', (name) => {
    const named = widgetsNamed(forms[name].uiSchema);
    expect(named.length).toBeGreaterThan(0);
    for (const [field, widget] of named) {
      const fieldSchema = (forms[name].schema.properties?.[field] ?? {}) as RJSFSchema;
      expect(resolves(fieldSchema, widget), `${name}.${field}: ui:widget '${widget}' is not registered`).toBe(
        true,
      );
    }
  });

  it('draws a phone field in personalInfo only, at its top level, where the schema form looks for one', () => {
    // The phone helpers load with a form that has one (src/forms/phoneKit.ts); Enter Information, which shows
    // personalInfo, fetches them with its code. Another form with a phone field needs its screen to as well.
    const withPhone = formNames.filter((name) =>
      widgetsNamed(forms[name].uiSchema).some(([, widget]) => widget === PHONE_WIDGET),
    );
    expect(withPhone).toEqual(['personalInfo']);
    expect(formNames.filter((name) => hasPhoneField(forms[name].uiSchema))).toEqual(withPhone);
  });

  it('fails for a ui schema naming a widget nobody registered', () => {
    expect(resolves({ type: 'string' }, 'cityPicker')).toBe(false);
    expect(resolves({ type: 'string' }, 'city')).toBe(true);
  });

  it.each(formNames)('%s: every message id of its ui schema is in en-US and translated in zh-CN', (name) => {
    expect(forms[name].messageIds.length).toBeGreaterThan(2);
    for (const id of forms[name].messageIds) {
      expect(enUS[id as keyof typeof enUS], id).toBeTruthy();
      expect(zhCN[id as keyof typeof zhCN], id).toBeTruthy();
      expect(zhCN[id as keyof typeof zhCN], id).not.toBe(enUS[id as keyof typeof enUS]);
    }
  });

  it.each(formNames)('%s: every required field has its own "Please enter/select …" message', (name) => {
    const { schema, uiSchema } = forms[name];
    for (const field of schema.required ?? []) {
      const id = (uiSchema as Record<string, { 'ui:messages'?: Record<string, string> }>)[field]?.[
        'ui:messages'
      ]?.required;
      expect(id, `${name}.${field}`).toBeTruthy();
      expect(enUS[id as keyof typeof enUS]).toMatch(/^Please (enter|select) /);
    }
  });
});

describe('form widget messages', () => {
  it.each([
    ['widgets', widgetMessages],
    ['schemaForm', schemaFormMessages],
  ])(
    '%s: in en-US word for word, translated in zh-CN with the same placeholders, described',
    (_name, messages) => {
      for (const { id, defaultMessage, description } of Object.values(messages) as Array<{
        id: string;
        defaultMessage: string;
        description?: string;
      }>) {
        expect(id).toMatch(/^forms\./);
        expect(String(description).length).toBeGreaterThan(10);
        expect(catalogues['en-US'][id]).toBe(defaultMessage);
        expect(catalogues['zh-CN'][id], id).toBeTruthy();
        expect(catalogues['zh-CN'][id], id).not.toBe(defaultMessage);
        expect(placeholders(catalogues['zh-CN'][id])).toEqual(placeholders(defaultMessage));
      }
    },
  );

  it('the adults-only message is the same rule in both languages', () => {
    expect(enUS['validation.personalInfo.dateOfBirth.minAge']).toBe(
      'You must be at least {minAge} years old',
    );
    expect(placeholders(zhCN['validation.personalInfo.dateOfBirth.minAge'])).toEqual(['minAge']);
  });
});
