import { expect, type FileChooser, type Locator, type Page, request } from '@playwright/test';
import { E2E_PORT } from './constants.ts';

/**
 * Console calls on their own cookie jar, the way the console app makes them: login gives the CSRF token every
 * POST sends. `post` and `get` expect code 0 and give the answer's data.
 */
export async function consoleApi(login: string, password: string) {
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const answer = await (await api.post('/admin/api/login', { data: { login, password } })).json();
  expect(answer.code, answer.msg).toBe(0);
  const csrf = answer.data.csrfToken as string;
  return {
    api,
    post: async (path: string, data: Record<string, unknown>) => {
      const body = await (await api.post(path, { data, headers: { 'x-csrf-token': csrf } })).json();
      expect(body.code, body.msg).toBe(0);
      return body.data;
    },
    get: async (path: string, params: Record<string, string | number>) => {
      const body = await (await api.get(path, { params })).json();
      expect(body.code, body.msg).toBe(0);
      return body.data;
    },
  };
}

/** Fills the console's login form and submits it (whether it lets the operator in is the test's to check). */
export async function consoleLogin(page: Page, name: string, password: string): Promise<void> {
  await page.goto('/admin/');
  await page.getByTestId('console-login-name').fill(name);
  await page.getByTestId('console-login-password').fill(password);
  await page.getByTestId('console-login-submit').click();
}

/**
 * Chooses an option of an antd Select (`field`: the element the test would click; `option`: the option's text, or
 * the first option). A click that lands while antd's list is still opening is lost, and the open list then covers
 * what lies below it: choose from the list on screen until the field shows the choice. `search` is put into the
 * field's search box first (a Select with showSearch lists only what matches).
 */
export async function pickSelectOption(
  page: Page,
  field: Locator,
  option?: string,
  search?: string,
): Promise<void> {
  const select = page
    .locator('.ant-select')
    .filter({ has: field })
    .or(field.and(page.locator('.ant-select')));
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(async () => {
    if ((await open.count()) === 0) await field.click({ timeout: 2_000 });
    // Put into the field's own search box on every try. Typed at the keyboard once, the keys could be lost and no
    // retry typed them again: the open list then held every course, antd renders only the first ten of a long list,
    // and the wanted one was never there (CI: 20 s of tries on an unfiltered list; a probe with 24 courses did the same).
    if (search !== undefined) await select.locator('input').first().fill(search, { timeout: 2_000 });
    const choice =
      option === undefined
        ? open.locator('.ant-select-item-option').first()
        : open.locator('.ant-select-item-option', { hasText: option }).first();
    const title = await choice.getAttribute('title', { timeout: 2_000 });
    await choice.click({ timeout: 2_000 });
    await expect(select.getByTitle(title ?? '', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // A list opened again by a retry above can stay open over what lies below it (seen: over 新建员工's 创建 for 2
  // minutes): give it a moment to close, else click the field, which closes it and keeps the choice.
  await expect(async () => {
    try {
      await expect(open).toHaveCount(0, { timeout: 1_500 });
    } catch (error) {
      await field.click({ timeout: 2_000 });
      throw error;
    }
  }).toPass({ timeout: 20_000 });
}

/** Chooses a role in the open 新建员工 dialog (pickSelectOption). */
export async function pickStaffRole(page: Page, roleName: string): Promise<void> {
  await pickSelectOption(page, page.locator('.ant-modal .ant-select'), roleName);
}

/**
 * Clicks a console upload button and gives the file to the chooser it opens. Under load a click could open no
 * chooser (a dialog's button clicked while the dialog was still opening; the test then waited for the chooser until
 * its timeout): click until one opens, as pickStaffRole does for antd's Select.
 */
export async function chooseFile(
  page: Page,
  button: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  let chooser: FileChooser | undefined;
  await expect(async () => {
    const opened = page.waitForEvent('filechooser', { timeout: 5_000 });
    await button.click({ timeout: 5_000 });
    chooser = await opened;
  }).toPass({ timeout: 30_000 });
  await chooser!.setFiles(file);
}
