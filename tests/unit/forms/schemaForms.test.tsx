import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIntl } from 'react-intl';
import enUS from '../../../src/i18n/messages/en-US.json';
import zhCN from '../../../src/i18n/messages/zh-CN.json';
import { fieldRefusalOf } from '../../../src/api/fieldRefusal.ts';
import { fieldErrorsOf, formNames, forms, type FormName } from '../../../src/forms/index.ts';
import { IntlProvider } from '../../../src/shell/IntlProvider.tsx';
import type { AppLocale } from '../../../src/i18n/locales.ts';
import { renderForm, validData, yearsAgo } from './support/renderForm.tsx';

afterEach(cleanup);
// The first render loads MUI and RJSF: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const catalogues: Record<AppLocale, Record<string, string>> = { 'en-US': enUS, 'zh-CN': zhCN };
const uiOf = (form: FormName, field: string) =>
  (forms[form].uiSchema as Record<string, { 'ui:messages'?: Record<string, string> }>)[field];

/** The required fields a buyer can leave empty (a field with a default starts filled). */
const requiredFields = (form: FormName) => {
  const { schema } = forms[form];
  return (schema.required ?? []).filter(
    (field) => (schema.properties?.[field] as { default?: unknown } | undefined)?.default === undefined,
  );
};

const submitLabel = { 'en-US': 'Submit', 'zh-CN': '提交' } as const;

describe.each(['en-US', 'zh-CN'] as const)('every form in %s', (locale) => {
  it.each(formNames)(
    "%s: submitting it empty shows each required field's own message, and nothing in English in zh-CN",
    async (form) => {
      const { onSubmit, container } = renderForm(form, {}, { locale });
      fireEvent.click(screen.getByRole('button', { name: submitLabel[locale] }));
      const expected = requiredFields(form).map(
        (field) => catalogues[locale][uiOf(form, field)!['ui:messages']!.required],
      );
      expect(expected.length).toBeGreaterThan(0);
      for (const message of expected) expect(await screen.findByText(message)).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.queryByText('This field is required')).toBeNull();
      if (locale === 'zh-CN') {
        for (const alert of screen.getAllByRole('alert'))
          expect(alert.textContent).not.toMatch(/[A-Za-z]{3,}/);
        const labels = [...container.querySelectorAll('label, legend')].map((node) => node.textContent ?? '');
        for (const label of labels) expect(label.replace(/[*\s]/g, ''), label).not.toMatch(/[A-Za-z]{3,}/);
      }
    },
  );

  it.each(formNames)('%s: filled in, it submits the data', async (form) => {
    const { onSubmit } = renderForm(form, validData[form], { locale });
    fireEvent.click(screen.getByRole('button', { name: submitLabel[locale] }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual(validData[form]);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('personalInfo: a date of birth of someone under 18 is refused', () => {
    const { handle } = renderForm(
      'personalInfo',
      { ...validData.personalInfo, dateOfBirth: yearsAgo(18, -1) },
      { locale },
    );
    act(() => {
      expect(handle.current?.validate()).toBe(false);
    });
    expect(
      screen.getByText(locale === 'en-US' ? 'You must be at least 18 years old' : '您必须年满 18 周岁'),
    ).toBeTruthy();
  });

  it('personalInfo: a phone number that does not exist is refused', () => {
    const { handle } = renderForm(
      'personalInfo',
      { ...validData.personalInfo, contactNumber: '+44791112' },
      { locale },
    );
    act(() => {
      expect(handle.current?.validate()).toBe(false);
    });
    expect(
      screen.getByText(catalogues[locale]['validation.personalInfo.contactNumber.pattern']),
    ).toBeTruthy();
  });

  it('personalInfo: a number too short to be one says so once', () => {
    const { handle } = renderForm(
      'personalInfo',
      { ...validData.personalInfo, contactNumber: '+4' },
      { locale },
    );
    act(() => {
      expect(handle.current?.validate()).toBe(false);
    });
    expect(
      screen.getAllByText(catalogues[locale]['validation.personalInfo.contactNumber.pattern']),
    ).toHaveLength(1);
  });

  it('walletType: Exchange asks for the exchange', () => {
    const { handle } = renderForm('walletType', { walletType: 'exchange' }, { locale });
    act(() => {
      expect(handle.current?.validate()).toBe(false);
    });
    expect(
      screen.getByText(
        locale === 'en-US'
          ? 'Please select exchange'
          : catalogues[locale]['validation.walletType.exchangeName.required'],
      ),
    ).toBeTruthy();
  });

  it('addressBookEntry: an address name over 25 characters is refused', () => {
    const { handle } = renderForm(
      'addressBookEntry',
      { ...validData.addressBookEntry, name: 'n'.repeat(26) },
      { locale },
    );
    act(() => {
      expect(handle.current?.validate()).toBe(false);
    });
    expect(
      screen.getByText(
        locale === 'en-US'
          ? 'The address name cannot exceed 25 characters'
          : catalogues[locale]['validation.addressBookEntry.name.maxLength'],
      ),
    ).toBeTruthy();
  });
});

describe('when errors show', () => {
  it("shows a field's error once the buyer leaves it, not the others' yet", () => {
    renderForm('personalInfo', {});
    const firstName = screen.getByLabelText(/First name/);
    fireEvent.focus(firstName);
    fireEvent.blur(firstName);
    expect(screen.getByText('Please enter your first name')).toBeTruthy();
    expect(screen.queryByText('Please enter your last name')).toBeNull();
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(firstName.getAttribute('aria-describedby')).toBe(
      screen.getByText('Please enter your first name').closest('[role=alert]')?.id,
    );
  });

  it('moves the focus to the first field in error on submit', () => {
    renderForm('personalInfo', { firstName: 'Ada' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/Last name/));
  });

  it('moves the focus to the first field of a group (date of birth) in error', () => {
    renderForm('personalInfo', { firstName: 'Ada', lastName: 'Lovelace' });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(document.activeElement?.id).toBe('root_dateOfBirth');
  });

  it('shows errors the gateway answered (extraErrors) beside their field', () => {
    renderForm('personalInfo', validData.personalInfo, {
      extraErrors: { dateOfBirth: { __errors: ['You must be at least 18 years old'] } },
    });
    expect(screen.getByText('You must be at least 18 years old')).toBeTruthy();
  });
});

describe('fieldErrorsOf', () => {
  function intlFor(locale: AppLocale) {
    let captured: ReturnType<typeof useIntl> | undefined;
    function Capture() {
      captured = useIntl();
      return null;
    }
    render(
      <IntlProvider locale={locale}>
        <Capture />
      </IntlProvider>,
    );
    return captured!;
  }

  /** A refusal as the gateway answers it to a zh-CN buyer: the words are Chinese, the key names the field. */
  const refusal = (respKey: string, respParams: Record<string, string>, respMessage = '字段无效') =>
    fieldRefusalOf({ respKey, respParams, respMessage });

  it.each([
    [
      'field.minAge',
      { field: 'dateOfBirth', age: '18' },
      'personalInfo',
      'dateOfBirth',
      'You must be at least 18 years old',
    ],
    [
      'field.phone',
      { field: 'contactNumber' },
      'personalInfo',
      'contactNumber',
      'Please enter a valid contact number',
    ],
    [
      'field.maxLength',
      { field: 'firstName', limit: '50' },
      'personalInfo',
      'firstName',
      'The name cannot exceed 50 characters',
    ],
    [
      'field.pattern',
      { field: 'zipCode', pattern: '^[A-Za-z0-9]' },
      'billingAddress',
      'zipCode',
      'Please enter a valid ZIP code',
    ],
    [
      'field.unknownCountry',
      { field: 'country' },
      'idVerification',
      'country',
      'Please select the issuing country',
    ],
    ['field.required', { field: 'city' }, 'billingAddress', 'city', 'Please enter your city'],
    [
      'addressBook.nameTooLong',
      { max: '25' },
      'addressBookEntry',
      'name',
      'The address name cannot exceed 25 characters',
    ],
  ] as const)('%s %o → %s.%s', (respKey, respParams, form, field, message) => {
    expect(fieldErrorsOf(refusal(respKey, respParams), form, intlFor('en-US'))).toEqual({
      [field]: { __errors: [message] },
    });
  });

  it('places a refusal answered in Chinese under its field, in the buyer language', () => {
    const intl = intlFor('zh-CN');
    expect(
      fieldErrorsOf(
        refusal('field.maxLength', { field: 'city', limit: '80' }, '字段“city”无效：不能超过 80 个字符'),
        'billingAddress',
        intl,
      ),
    ).toEqual({ city: { __errors: ['最多输入 80 个字符'] } });
    expect(
      fieldErrorsOf(
        refusal('addressBook.nameTooLong', { max: '25' }, '地址名称不能超过 25 个字符'),
        'addressBookEntry',
        intl,
      ),
    ).toEqual({ name: { __errors: ['地址名称不能超过 25 个字符'] } });
  });

  it('names no field for another answer, or a field the form does not have', () => {
    const intl = intlFor('en-US');
    expect(fieldRefusalOf({ respKey: 'common.notFound', respMessage: 'Order not found' })).toBeUndefined();
    expect(
      fieldRefusalOf({ respMessage: "Invalid field 'city': must NOT have more than 80 characters" }),
    ).toBeUndefined();
    expect(fieldErrorsOf(undefined, 'billingAddress', intl)).toBeUndefined();
    expect(
      fieldErrorsOf(refusal('field.type', { field: 'authToken', type: 'string' }), 'billingAddress', intl),
    ).toBeUndefined();
  });
});

describe('the widgets', () => {
  it('country: searchable by its name in the buyer language, with flags, storing the code', async () => {
    const user = userEvent.setup();
    const { onChange } = renderForm('billingAddress', {}, { locale: 'zh-CN' });
    const input = screen.getByRole('combobox', { name: /国家/ });
    await user.click(input);
    await user.type(input, '法');
    const option = await screen.findByRole('option', { name: '法国' });
    expect(option.querySelector('img')?.getAttribute('src')).toBe('/images/flags/FR.svg');
    await user.click(option);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: 'FR' }));
  });

  it("city: asks for the chosen country's cities, offers them, and keeps a typed one", async () => {
    const user = userEvent.setup();
    const { onChange, formContext } = renderForm('billingAddress', { country: 'FR' });
    expect(formContext.loadCities).toHaveBeenCalledWith('FR');
    const city = screen.getByRole('combobox', { name: /City/ });
    await user.click(city);
    await user.type(city, 'Ly');
    await user.click(await screen.findByRole('option', { name: 'Lyon' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ city: 'Lyon' }));
    await user.clear(city);
    await user.type(city, 'Nantes');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ city: 'Nantes' }));
  });

  it('city of the personal info follows the citizenship', () => {
    const { formContext } = renderForm('personalInfo', { citizenship: 'DE' });
    expect(formContext.loadCities).toHaveBeenCalledWith('DE');
  });

  it('date of birth: day, month and year in the locale order and language, stored as YYYY-MM-DD', () => {
    const { onChange } = renderForm('personalInfo', {}, { locale: 'zh-CN' });
    const group = screen.getByRole('group', { name: /出生日期/ });
    const selects = within(group).getAllByRole('combobox');
    expect(selects.map((select) => select.getAttribute('name'))).toEqual([
      'root_dateOfBirth-year',
      'root_dateOfBirth-month',
      'root_dateOfBirth-day',
    ]);
    const march = new Intl.DateTimeFormat('zh-CN', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2000, 2, 1)),
    );
    expect(within(selects[1]).getByRole('option', { name: march })).toBeTruthy();
    const youngest = new Date().getUTCFullYear() - 18;
    expect(within(selects[0]).getAllByRole('option')[1].textContent).toBe(String(youngest));
    fireEvent.change(selects[0], { target: { value: '1992' } });
    fireEvent.change(selects[1], { target: { value: '2' } });
    expect(within(selects[2]).queryByRole('option', { name: '30' })).toBeNull();
    fireEvent.change(selects[2], { target: { value: '29' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ dateOfBirth: '1992-02-29' }));
  });

  it('date of birth in en-US: month (by name), day, year', () => {
    renderForm('personalInfo', { dateOfBirth: '1990-12-10' });
    const selects = within(screen.getByRole('group', { name: /Date of birth/ })).getAllByRole('combobox');
    expect(selects.map((select) => (select as HTMLSelectElement).selectedOptions[0].textContent)).toEqual([
      'December',
      '10',
      '1990',
    ]);
  });

  it('phone: the calling code of the citizenship and the national number, stored in E.164', () => {
    const { onChange } = renderForm('personalInfo', { citizenship: 'GB' });
    const number = screen.getByRole('textbox', { name: /Number/ });
    fireEvent.change(number, { target: { value: '07911 123456' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ contactNumber: '+447911123456' }));
    expect(screen.getByRole('combobox', { name: /Country code/ }).textContent).toContain('+44');
  });

  it('phone: shows a stored number again, split into code and number', () => {
    renderForm('personalInfo', { contactNumber: '+33612345678' });
    expect((screen.getByRole('textbox', { name: /Number/ }) as HTMLInputElement).value).toBe(
      '06 12 34 56 78',
    );
    expect(screen.getByRole('combobox', { name: /Country code/ }).textContent).toContain('+33');
  });

  it('nature of account: the gateway list, named from the catalogues', async () => {
    const user = userEvent.setup();
    const { onChange } = renderForm('personalInfo', {}, { locale: 'zh-CN' });
    await user.click(screen.getByRole('combobox', { name: /开户目的/ }));
    await user.click(await screen.findByRole('option', { name: '交易' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ purpose: 'trading' }));
  });

  it('document type: ID card, Passport and Driver’s license as radio cards with icons', () => {
    const { onChange } = renderForm('idVerification', {});
    const group = screen.getByRole('radiogroup', { name: /Document type/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'ID card',
      'Passport',
      "Driver's license",
    ]);
    for (const radio of radios) expect(radio.closest('label')?.querySelector('svg')).toBeTruthy();
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(radios[1]);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ documentType: 'passport' }));
  });

  it("address book: the crypto's networks, asked for once it is chosen, and a network cleared when the crypto changes", async () => {
    const user = userEvent.setup();
    const { onChange, formContext } = renderForm('addressBookEntry', { crypto: 'USDT', network: 'TRON' });
    expect(formContext.loadNetworks).toHaveBeenCalledWith('USDT');
    await user.click(screen.getByRole('combobox', { name: /Crypto/ }));
    await user.click(await screen.findByRole('option', { name: /BTC/ }));
    expect(onChange).toHaveBeenLastCalledWith({ crypto: 'BTC' });
    expect(formContext.loadNetworks).toHaveBeenCalledWith('BTC');
  });

  it('address book: the network waits for a crypto', () => {
    renderForm('addressBookEntry', {});
    expect(screen.getByText('Choose the crypto first')).toBeTruthy();
  });

  it('a disabled form takes no input', () => {
    renderForm('personalInfo', validData.personalInfo, { disabled: true });
    expect((screen.getByLabelText(/First name/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: /Number/ }) as HTMLInputElement).disabled).toBe(true);
  });
});
