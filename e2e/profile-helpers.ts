import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiCall, type Session } from './auth-helpers';

/** A real picture (a JPEG of one colour) for the upload pipelines. */
export function photo(width: number, height: number, colour = { r: 40, g: 120, b: 220 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/**
 * The signed-in player of `page` creates a profile named `name` and gives it an avatar, through the
 * profile pages (/profile/create, the set-up step, the image pipeline's upload), as in profiles.spec.ts.
 */
export async function createProfileWithAvatar(page: Page, name: string): Promise<void> {
  await page.goto('/en-US/profile/create');
  await page.locator('#profile-username').fill(name);
  await page.getByTestId('profile-create-submit').click();
  await expect(page.getByTestId('setup-steps')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('setup-step-avatar').click();
  await page
    .getByTestId('image-input')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await photo(600, 600) });
  await expect(page.getByTestId('image-preview')).toHaveAttribute('src', /\/profile\/media\//, { timeout: 20_000 });
  await page.getByTestId('image-save').click();
  await expect(page.getByTestId('setup-step-avatar')).toHaveAttribute('data-done', 'true', { timeout: 20_000 });
}

/** A profile for a player through the API (for a player whose profile is not what a test is about). */
export async function createProfileByApi(session: Session, username: string): Promise<string> {
  const created = await apiCall<{ xid: string }>('/profile/create', { username }, session);
  expect(created.code, created.msg).toBe(0);
  return created.data.xid;
}
