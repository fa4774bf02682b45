import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../artifacts/screenshots');

/** A fresh sandbox identity with a token, the way a signed-in learner starts. */
export async function createSandboxSession(
  page: Page,
  input: { nickname?: string; mobile?: string | null } = {},
): Promise<{ token: string; customerId: number }> {
  const response = await page.request.post('/sandbox/api/session', { data: input });
  const body = (await response.json()) as { code: number; data: { token: string; customerId: number } };
  expect(body.code).toBe(0);
  return body.data;
}

/** Puts a token where the web app keeps it, before any page script runs. */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('token', value);
    window.localStorage.setItem('wechatType', '99');
  }, token);
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

export const test = base;
export { expect };
