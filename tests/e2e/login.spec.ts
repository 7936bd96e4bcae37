import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { test, expect } from './support/fixtures.ts';
import { expectNoEnglish } from './support/noEnglish.ts';
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
      await expectNoEnglish(page);
    });

    test('a wrong code, then the code locked after its last try, are refused in Chinese', async ({
      page,
      app,
    }) => {
      const email = newEmail();
      await page.goto('/email-login');
      await page.getByRole('textbox', { name: '电子邮箱地址' }).fill(email);
      await page.getByRole('button', { name: '发送验证码' }).click();
      await expect(page).toHaveURL(/\/verification-code$/);
      const code = await mailedCode(page.request, app.origin, email);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const field = page.getByRole('textbox', { name: '验证码' });
      await field.click();
      await page.keyboard.insertText(wrong);
      await expect(page.getByText('验证码不正确，还可尝试 4 次')).toBeVisible();
      await expectNoEnglish(page);

      // Tries two to four through the gateway's API (as another tab would), the last one on the page.
      for (let attempt = 2; attempt <= 4; attempt++) {
        const answer = await page.request.post(`${app.origin}/gateway/buying/login`, {
          form: { email, code: wrong },
        });
        expect(((await answer.json()) as { respCode: number }).respCode).not.toBe(200);
      }
      await field.fill('');
      await field.click();
      await page.keyboard.insertText(wrong);
      await expect(page.getByText('错误次数过多，请重新获取验证码')).toBeVisible();
      await expect(page).toHaveURL(/\/verification-code$/);
      await expectNoEnglish(page);
    });

    test('a locked login is refused in Chinese with the minutes left', async ({ page, app }) => {
      const email = newEmail();
      // The lock ten wrong codes within the hour leave (server/domain/auth/lockout.ts), written as the gateway
      // writes it: reaching it through the page would take two codes and a minute's wait between them.
      const db = new Database(path.join(app.dataDir, 'gateway.sqlite'), { fileMustExist: true });
      try {
        db.prepare('insert into rate_limit_counters (key, hits, reset_at) values (?, 1, ?)').run(
          `login-lock:${createHash('sha256').update(email).digest('hex')}`,
          Date.now() + 15 * 60_000,
        );
      } finally {
        db.close();
      }
      await page.goto('/email-login');
      await page.getByRole('textbox', { name: '电子邮箱地址' }).fill(email);
      await page.getByRole('button', { name: '发送验证码' }).click();
      await expect(page.getByText(/^验证码错误次数过多，请 1[45] 分钟后再试$/)).toBeVisible();
      await expect(page).toHaveURL(/\/email-login$/);
      await expectNoEnglish(page);
    });
  });
});
