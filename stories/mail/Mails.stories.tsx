import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { MailLocale, OrderMailData, RenderableMail } from '../../mail/types.ts';
import { MailPreview } from './MailPreview.tsx';
import { languageModes, localeModes } from '../../.storybook/modes.ts';
import { localeOf } from '../support/modes.tsx';

/**
 * The gateway's mails (mail/render.tsx), each in English and Chinese (Chromatic modes, .storybook/modes.ts:
 * the mode's language is the mail's): what the buyer's client shows (the HTML part, at a phone's width by
 * default) and the plain-text part. The gateway sends them through its outbox (server/domain/outbox/).
 */
const meta = {
  title: 'Mail/Mails',
  component: MailPreview,
  parameters: { chromatic: { modes: languageModes } },
} satisfies Meta<typeof MailPreview>;
export default meta;

type Story = StoryObj<typeof meta>;

const order: OrderMailData = {
  orderNo: '202611240123456789',
  statusUrl: 'https://buycrypto.example/order-status?orderNo=202611240123456789',
  sendAmount: '100',
  sendCurrency: 'USD',
  getAmount: '0.00084495',
  getSymbol: 'BTC',
  network: 'BTC',
  processingFee: '2.5',
  networkFee: '0.8',
  feeCurrency: 'USD',
  address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  providerName: 'RampEasy',
  payMethod: 'card',
};
const txHash = '3f1c0d6a9be2477c8f1e5d2a6b0c9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d';

/**
 * A story of one mail, made in the mode's language: its plain-text part and its HTML frame show what that
 * language's list expects (the subject included).
 */
const mailStory = (make: (locale: MailLocale) => RenderableMail, en: string[], zh: string[]): Story => {
  const zhMail = make('zh-CN');
  return {
    args: { mail: make('en-US') },
    render: (args, { globals }) => (
      <MailPreview {...args} mail={localeOf(globals) === 'zh-CN' ? zhMail : args.mail} />
    ),
    play: async ({ canvasElement, globals }) => {
      const locale = localeOf(globals);
      const expected = locale === 'zh-CN' ? zh : en;
      const canvas = within(canvasElement);
      const text = await canvas.findByTestId('plain-text', undefined, { timeout: 20_000 });
      const frame = canvasElement.querySelector('iframe')!;
      await waitFor(() => expect(frame.contentDocument?.body?.textContent ?? '').toContain(expected[0]));
      for (const shown of expected) {
        await expect(`${canvas.getByTestId('subject').textContent}\n${text.textContent}`).toContain(shown);
        await expect(frame.contentDocument!.body.textContent).toContain(shown);
      }
      await expect(frame.contentDocument!.documentElement.lang).toBe(locale);
    },
  };
};

export const LoginCode = mailStory(
  (locale) => ({ template: 'loginCode', locale, code: '482913', validMinutes: 10 }),
  ['Your verification code is 482913. It is valid for 10 minutes.'],
  ['您的验证码是 482913，10 分钟内有效。'],
);

export const IdentityApproved = mailStory(
  (locale) => ({ template: 'identityResult', locale, result: 'approved' }),
  ['Your identity is verified'],
  ['您的身份已通过验证'],
);

export const IdentityRefused = mailStory(
  (locale) => ({ template: 'identityResult', locale, result: 'refused' }),
  ['Your identity verification was refused'],
  ['您的身份验证未通过'],
);

export const IdentityReview = mailStory(
  (locale) => ({ template: 'identityResult', locale, result: 'review' }),
  ['Your identity verification is under review'],
  ['您的身份验证正在审核中'],
);

/** The receipt on a desktop too (Chromatic modes). */
export const Receipt: Story = {
  ...mailStory(
    (locale) => ({ template: 'orderCreated', locale, order }),
    [
      'Order received',
      '100 USD',
      '2.5 USD',
      '0.8 USD',
      '0.00084495 BTC',
      order.address,
      'Transaction fee',
      'Network fee',
    ],
    ['已收到订单', '100 USD', '2.5 USD', '0.8 USD', '0.00084495 BTC', order.address, '交易手续费', '网络费'],
  ),
  parameters: { chromatic: { modes: localeModes } },
};

const deliveredOrder = { ...order, txHash, explorerUrl: `https://mempool.space/tx/${txHash}` };
export const Delivered = mailStory(
  (locale) => ({ template: 'orderDelivered', locale, order: deliveredOrder }),
  ['0.00084495 BTC was sent to your wallet.', txHash, 'Transaction hash'],
  ['已到账', txHash, '交易哈希'],
);

export const Failed = mailStory(
  (locale) => ({ template: 'orderFailed', locale, order: { ...order, reason: 'delivery_failed' } }),
  [
    'The transaction failed. Your payment will be refunded within 24 hours.',
    'The delivery to your wallet failed. Please contact support at support@buycrypto.example.',
  ],
  ['交易失败，您的付款将在 24 小时内退还。', 'support@buycrypto.example'],
);

export const Refunded = mailStory(
  (locale) => ({ template: 'orderRefunded', locale, order: { ...order, reason: 'delivery_failed_refund' } }),
  ['Your payment has been refunded.'],
  ['您的付款已退还。', order.orderNo],
);

export const Underpaid = mailStory(
  (locale) => ({
    template: 'orderUnderpaid',
    locale,
    order: { ...order, amountDue: '40', amountPaid: '60', amountToReceive: '0.00050697' },
  }),
  ['Underpaid', 'Amount due', '40 USD', '60 USD', '0.00050697 BTC'],
  ['付款不足', '应付金额', '40 USD', '60 USD', '0.00050697 BTC'],
);
