import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { ShopClient } from '../../support/http';
import { repoRoot } from '../../support/system';
import { DEMO } from '../../support/identity';
import { openVisitor, signInAs, waitForPath, type Visitor } from './session';

// Fixtures of the back-office journeys: a staff member signed in at a screen size, the admin
// sidebar as a person uses it, and image files made on the spot (no binaries in the repository).

export type StaffRole = 'admin' | 'seller';

export interface StaffVisitor extends Visitor {
  phone: boolean;
  /** A GraphQL/REST client signed in as the same staff member, to check what was saved. */
  api: ShopClient;
}

/** A fresh browser signed in as the demo admin or seller. */
export async function openStaff(baseUrl: string, role: StaffRole, viewport: { width: number; height: number }): Promise<StaffVisitor> {
  const visitor = await openVisitor(viewport);
  const { email, password } = DEMO[role];
  await signInAs(visitor.page, baseUrl, email, password);
  const { client } = await new ShopClient(baseUrl).login(email, password);
  return { ...visitor, phone: viewport.width < 992, api: client };
}

/** Opens an admin screen from the sidebar (behind the menu button on a phone). */
export async function openFromSidebar(staff: StaffVisitor, label: string, path: string): Promise<void> {
  const { page } = staff;
  if (staff.phone) await page.getByRole('button', { name: 'Mở menu' }).click();
  await page.getByRole('navigation', { name: 'Menu quản trị' }).getByRole('link', { name: label, exact: true }).click();
  await waitForPath(page, path);
}

/** Picks `option` in the antd Select labelled `label`, until the choice shows. */
export async function chooseOption(page: Page, label: string, option: string) {
  const select = page.getByLabel(label, { exact: true });
  const box = page.locator('.ant-select').filter({ has: select });
  const chosen = async () => (await box.innerText()).trim() === option;
  // a dropdown that is still closing may take the click: try again until the choice shows
  for (let attempt = 0; attempt < 3 && !(await chosen()); attempt++) {
    // …or the page re-renders under an open dropdown (a phone layout moving after a message) and
    // closes it: then the click gives up quickly and the next attempt opens it again.
    try {
      await select.click({ timeout: 5000 });
      await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`).last().click({ timeout: 3000 });
    } catch {
      await page.keyboard.press('Escape');
      // …or toasts (top right, over a desktop's right column) took the click: the pointer resting
      // on them pauses their 3 s (antd's pause on hover), so it moves off and lets them leave.
      await page.mouse.move(0, 0);
    }
    await page.waitForTimeout(300);
  }
  // Still not chosen (a busy machine kept moving the page under the pointer): as a keyboard user
  // does, which no toast or moving layout can intercept.
  for (let attempt = 0; attempt < 2 && !(await chosen()); attempt++) await chooseWithKeyboard(page, select, option).catch(() => undefined);
  assert.ok(await chosen(), `${label}: ${option} chosen`);
}

/** Opens the Select from the keyboard, moves down to `option` and takes it with Enter. */
async function chooseWithKeyboard(page: Page, select: Locator, option: string): Promise<void> {
  await page.keyboard.press('Escape');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  const active = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active');
  for (let step = 0; step < 40; step++) {
    if ((await active.getAttribute('title', { timeout: 1000 }).catch(() => null)) === option) {
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300);
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Escape');
}

/** The open confirmation dialog (antd modal.confirm). */
export const dialog = (page: Page): Locator => page.locator('.ant-modal-confirm');

/** A real JPEG or PNG of one colour with some noise, so it has some weight to upload. */
export async function photo(name: string, format: 'jpeg' | 'png', rgb: [number, number, number]): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const size = 600;
  const noise = randomBytes(size * size * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = Math.max(0, Math.min(255, rgb[i % 3] + (noise[i] % 40) - 20));
  const image = sharp(noise, { raw: { width: size, height: size, channels: 3 } });
  const buffer = format === 'jpeg' ? await image.jpeg({ quality: 90 }).toBuffer() : await image.png().toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

/** A file just over the 5 MB limit (product §14), named like a photo. */
export const oversizePhoto = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: Buffer.alloc(5_242_880 + 1024, 0xff) });

/** Text dressed up as an image: the browser lets it through by its name, the catalog refuses it by content. */
export const fakePhoto = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from('Đây không phải là ảnh, chỉ là chữ.') });

/** Keeps what the page looked like when a journey failed (var/test-results, out of git). */
export async function screenshotOnFailure(page: Page, name: string, failed: boolean): Promise<void> {
  if (!failed || page.isClosed()) return;
  const dir = path.join(repoRoot, 'var/test-results');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true }).catch(() => undefined);
}
