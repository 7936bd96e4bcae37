import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import type { FakeRootStore } from '../support/fakeRootStore.ts';
import { kycStore, personalInfo } from './fixtures/kycApi.ts';
import { SLOW } from './fixtures/orderApi.ts';
import { languageModes, modes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** Enter Information (/enter-information): the personal-information form, its draft, its refusals and its variants. */
const meta = {
  title: 'Screens/EnterInformation',
  component: AppShell,
  parameters: { route: '/enter-information', store: kycStore({ kycLevel: 0 }) },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

const store = (loaded: Record<string, unknown>) => loaded.store as FakeRootStore;
const never = () => new Promise<never>(() => undefined);

type Globals = Record<string, unknown>;
/** The screen's texts in the mode's language (Chromatic modes, .storybook/modes.ts). */
const texts = (globals: Globals) => ({
  firstName: inLocale(globals, /First name/, /^名/),
  save: inLocale(globals, 'Save and continue', '保存并继续'),
  intro: inLocale(
    globals,
    /Identity verification is needed for transactions over 700 EUR/,
    /超过 700 欧元的交易需要进行身份验证。请先填写您的个人信息。/,
  ),
  firstNameRequired: inLocale(globals, 'Please enter your first name', '请输入您的名字'),
  lastNameRequired: inLocale(globals, 'Please enter your last name', '请输入您的姓氏'),
  frozenLabel: inLocale(globals, 'Your personal information', '您的个人信息'),
  germany: inLocale(globals, 'Germany', '德国'),
  birthday: inLocale(globals, 'December 10, 1990', '1990年12月10日'),
  verifiedIntro: inLocale(
    globals,
    'Your identity is verified. This information can no longer be changed.',
    '您的身份已通过验证，以下信息不可再修改。',
  ),
});

/** In both languages (Chromatic modes). */
export const FormEmpty: Story = {
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByRole('textbox', { name: t.firstName }, SLOW)).toHaveValue('');
    await expect(canvas.getByText(t.intro)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await canvas.findByText(t.firstNameRequired)).toBeVisible();
    await expect(canvas.getByText(t.lastNameRequired)).toBeVisible();
    await expect(store(loaded).apiCalls.some((call) => call.endpoint === 'addKyc')).toBe(false);
  },
};

/** What was typed before a reload (or a detour through login) is back, over the gateway's empty answer. */
export const DraftRestored: Story = {
  parameters: { store: kycStore({ kycLevel: 0, draft: { firstName: 'Grace', lastName: 'Hopper' } }) },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('We kept what you typed last time.', {}, SLOW)).toBeVisible();
    const firstName = await canvas.findByRole('textbox', { name: /First name/ });
    await expect(firstName).toHaveValue('Grace');
    await userEvent.type(firstName, 'x');
    await waitFor(() =>
      expect(JSON.parse(store(loaded).local.getItem('kycForm') ?? '{}')).toMatchObject({
        firstName: 'Gracex',
        lastName: 'Hopper',
      }),
    );
  },
};

/** The gateway refused the citizenship: its message shows on that field, in the buyer's language. */
export const ServerFieldError: Story = {
  parameters: {
    store: kycStore({
      kycLevel: 1,
      personal: personalInfo,
      api: {
        addKyc: {
          respCode: 400,
          respMessage: "Invalid field 'citizenship': unknown country",
          respKey: 'field.unknownCountry',
          respParams: { field: 'citizenship' },
        },
      },
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /First name/ }, SLOW)).toHaveValue('Ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText('Please select your citizenship')).toBeVisible();
    await expect(store(loaded).navigator.visited).toEqual([]);
  },
};

/** The same refusal to a zh-CN buyer (the gateway's words in Chinese): still on the field, not above the form. */
export const ChineseServerFieldError: Story = {
  globals: { locale: 'zh-CN' },
  parameters: {
    store: kycStore({
      kycLevel: 1,
      personal: personalInfo,
      api: {
        addKyc: {
          respCode: 400,
          respMessage: '字段“citizenship”无效：未知国家',
          respKey: 'field.unknownCountry',
          respParams: { field: 'citizenship' },
        },
      },
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '保存并继续' }, SLOW));
    await expect(await canvas.findByText('请选择您的国籍')).toBeVisible();
    await expect(canvas.queryByText('字段“citizenship”无效：未知国家')).toBeNull();
    await expect(store(loaded).navigator.visited).toEqual([]);
  },
};

export const Saving: Story = {
  parameters: { store: kycStore({ kycLevel: 1, personal: personalInfo, api: { addKyc: never } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /First name/ }, SLOW)).toHaveValue('Ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Save and continue/ })).toBeDisabled());
  },
};

/** Saved, and the order needs an identity: on to Verify ID. On a desktop and in a partner's theme too (Chromatic modes). */
export const SavedGoesToVerifyId: Story = {
  parameters: {
    store: kycStore({ kycLevel: 1, personal: personalInfo }),
    chromatic: {
      modes: {
        'en-US phone': modes['en-US phone'],
        'en-US desktop': modes['en-US desktop'],
        'aurora phone': modes['aurora phone'],
      },
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /First name/ }, SLOW)).toHaveValue('Ada');
    const save = canvas.getByRole('button', { name: 'Save and continue' });
    await expect(save).toBeVisible();
    await userEvent.click(save);
    await waitFor(() => expect(store(loaded).navigator.visited.at(-1)?.to).toBe('/verify-id'));
    const saved = store(loaded).apiCalls.find((call) => call.endpoint === 'addKyc');
    await expect(saved?.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', citizenship: 'DE' });
  },
};

export const UnderReview: Story = {
  parameters: {
    route: '/enter-information?isUnderReview=1&step=2',
    store: kycStore({ kycLevel: 1, personal: personalInfo }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your identity is under review' }, SLOW),
    ).toBeVisible();
    await expect(
      canvas.getByText('We are reviewing your information. We will e-mail you the result.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** An approved identity: the information is what was verified, read-only; in both languages (Chromatic modes). */
export const ApprovedReadOnly: Story = {
  parameters: {
    store: kycStore({ kycLevel: 2, identity: 'approved', personal: personalInfo }),
    chromatic: { modes: languageModes },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    const list = await canvas.findByRole('region', { name: t.frozenLabel }, SLOW);
    await expect(list).toHaveTextContent('Lovelace');
    await expect(list).toHaveTextContent(t.germany);
    await expect(list).toHaveTextContent(t.birthday);
    await expect(canvas.getByText(t.verifiedIntro)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { store: kycStore({ kycLevel: 0 }, { latencyMs: 60_000 }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading your verification' }, SLOW),
    ).toBeVisible();
  },
};
