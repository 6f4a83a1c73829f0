import { expect, test } from '@playwright/test';

/**
 * Issue 20 item 4: a number the API refuses is told in the page's language as one sentence, never the
 * server's text ("Invalid parameter: phone: is not a valid phone number for +84") and never twice.
 */
test.describe('a bad phone number, against the real API', () => {
  for (const { locale, sendCode, sentence } of [
    {
      locale: 'en-US',
      sendCode: 'Send code',
      sentence: 'This phone number doesn’t look right. Check the number and the country code.',
    },
    {
      locale: 'ru-RU',
      sendCode: 'Отправить код',
      sentence: 'Похоже, номер телефона указан неверно. Проверьте номер и код страны.',
    },
  ]) {
    test(`${locale}: one translated sentence`, async ({ page }) => {
      await page.goto(`/${locale}/user/login`);
      const answer = page.waitForResponse((r) => r.url().endsWith('/user/send_otp_via_phone'));
      await page.getByRole('textbox').fill('1234');
      await page.getByRole('button', { name: sendCode }).click();
      const body = await (await answer).json();
      expect(body).toMatchObject({ code: 1001, msg: 'Invalid parameter', data: { field: 'phone' } });
      await expect(page.getByText(sentence)).toHaveCount(1);
      await expect(page.getByText(/Invalid parameter|not a valid phone number/)).toHaveCount(0);
    });
  }
});
