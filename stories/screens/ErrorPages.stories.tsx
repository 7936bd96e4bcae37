import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { SLOW } from './fixtures/orderApi.ts';
import { languageModes, modes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** The error pages of SPEC §8, each with a way back. */
const meta = {
  title: 'Screens/ErrorPages',
  component: AppShell,
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 2, name }, SLOW);

export const NoRespond: Story = {
  parameters: { route: '/no-respond' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'No response')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Back to Buy Crypto' })).toBeVisible();
  },
};

/** In both languages (Chromatic modes, .storybook/modes.ts). */
export const AccessDenied: Story = {
  parameters: { route: '/access-denied', chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await heading(
        canvasElement,
        inLocale(globals, 'Service unavailable in your region', '您所在的地区暂不提供服务'),
      ),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByText(
        inLocale(
          globals,
          'Sorry, Buy Crypto temporarily does not support services in your region.',
          '抱歉，Buy Crypto 暂不支持您所在地区的服务。',
        ),
      ),
    ).toBeVisible();
  },
};

/** In both languages (Chromatic modes). */
export const ServerTimeout: Story = {
  parameters: { route: '/server-timeout', chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await heading(
        canvasElement,
        inLocale(globals, 'This site took too long to respond', '该网站响应时间过长'),
      ),
    ).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      inLocale(
        globals,
        [
          'Checking the connection',
          'Reloading the page',
          expect.stringMatching(/^Contacting support at .+@.+$/),
        ],
        ['检查网络连接', '重新加载页面', expect.stringMatching(/^联系客服：.+@.+$/)],
      ),
    );
    await expect(canvas.getByRole('button', { name: inLocale(globals, 'Try again', '重试') })).toBeVisible();
  },
};

/** On a phone and on a desktop (Chromatic modes). */
export const TransactionRestricted: Story = {
  parameters: {
    route: '/transaction-restricted',
    chromatic: { modes: { 'en-US phone': modes['en-US phone'], 'en-US desktop': modes['en-US desktop'] } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await heading(canvasElement, 'Transaction restricted, please try again later'),
    ).toBeVisible();
  },
};
