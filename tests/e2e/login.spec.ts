import { randomUUID } from 'node:crypto';
import { test, expect } from './support/fixtures.ts';
import { mailedCode } from './purchaseSupport.ts';

/** A fresh address per test: the gateway counts codes and tries per address. */
const newEmail = () => `buyer-${randomUUID()}@example.com`;

test.describe('e-mail login', () => {
  test('a logged-out buyer opens My Orders, logs in with the mailed code and lands back on an empty My Orders', async ({
    page,
    app,
  }) => {
    const email = newEmail();
    await page.goto('/my-orders');
    await expect(page).toHaveURL(/\/email-login$/);

    await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(/\/verification-code$/);
    await expect(page.getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^Resend code in (60|59|58)s$/);

    const code = await mailedCode(page.request, app.origin, email);
    await page.getByRole('textbox', { name: 'Verification code' }).pressSequentially(code);

    await expect(page).toHaveURL(/\/my-orders$/);
    await expect(page.getByText('You have no order record.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Order' })).toBeVisible();
    const userInfo = await page.evaluate(
      () => JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { authToken?: string },
    );
    expect(userInfo.authToken).toBeTruthy();

    // Logged in, Login goes straight on (to / and so to Edit).
    await page.goto('/email-login');
    await expect(page).toHaveURL(/\/edit$/);
  });

  test('a wrong code is refused with the tries left, and a reload keeps the address and the countdown', async ({
    page,
    app,
  }) => {
    const email = newEmail();
    await page.goto('/email-login');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await mailedCode(page.request, app.origin, email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const field = page.getByRole('textbox', { name: 'Verification code' });
    await field.click();
    await page.keyboard.insertText(wrong);
    await expect(page.getByText('The verification code is incorrect, 4 attempts left')).toBeVisible();
    await expect(page).toHaveURL(/\/verification-code$/);

    await page.reload();
    await expect(page.getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^Resend code in \d+s$/);
    await field.click();
    await page.keyboard.insertText(code);
    await expect(page).toHaveURL(/\/edit$/);
  });

  test.describe('in Chinese', () => {
    test.use({ locale: 'zh-CN' });

    test('a wrong e-mail format is refused in Chinese', async ({ page }) => {
      await page.goto('/email-login');
      await expect(page.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
      await page.getByRole('textbox', { name: '电子邮箱地址' }).fill('buyer@example');
      await page.getByRole('button', { name: '发送验证码' }).click();
      await expect(page.getByText('请输入正确的邮箱格式')).toBeVisible();
      await expect(page).toHaveURL(/\/email-login$/);
    });
  });
});
