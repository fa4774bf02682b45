// Over 300 lines: one test per finding of the operator's walk (docs/decisions.md), sharing the staff and login helpers; a finding added is a test added here.
import type { Page } from '@playwright/test';
import { consoleApi, consoleLogin, pickSelectOption, pickStaffRole } from '../support/console-api.ts';
import { CONSOLE_ADMIN } from '../support/constants.ts';
import { expect, saveScreenshot, test } from '../support/fixtures.ts';
import { landingScenario } from '../support/landing.ts';

/**
 * What a new operator met walking the console (docs/decisions.md, 2026-11-29), at 1440×900 unless a test says
 * otherwise: a session lost while a form is open, bad input the forms let through to the server's raw 参数错误,
 * and a narrow laptop. Each test makes its own operator through the console's calls (the e2e server's admin).
 */

const PASSWORD = 'Console-Walk-Passw0rd-29';
const suffix = `${process.pid}${Date.now() % 100000}`;
let made = 0;

/** A new staff account with PASSWORD (its one-time password changed through the calls); answers its login. */
async function newStaff(role: 'operator' | 'admin'): Promise<string> {
  const admin = await consoleApi(CONSOLE_ADMIN.login, CONSOLE_ADMIN.password);
  made += 1;
  const login = `walk-${role}-${suffix}-${made}`;
  const created = await admin.post('/admin/api/staff/create', { login, role, classIds: [] });
  await admin.api.dispose();
  const own = await consoleApi(login, created.oneTimePassword as string);
  await own.post('/admin/api/password', { currentPassword: created.oneTimePassword, newPassword: PASSWORD });
  await own.api.dispose();
  return login;
}

async function login(page: Page, name: string) {
  await consoleLogin(page, name, PASSWORD);
  await expect(page.getByTestId('console-whoami')).toBeVisible();
}

test('a session lost while a form is open: the password again in a dialog, the typed form kept, saved on the next try', async ({
  page,
}) => {
  const operator = await newStaff('operator');
  await login(page, operator);
  await page.getByTestId('console-menu-camps').click();
  await page.getByTestId('console-camp-new').click();
  const campName = `走查营期-${suffix}`;
  await pickSelectOption(page, page.getByTestId('console-camp-course'));
  await page.getByTestId('console-camp-name').fill(campName);

  // the session ends behind the page's back (expired, or logged out on another computer)
  await page.context().clearCookies();
  await page.getByTestId('console-camp-submit').click();
  const dialog = page.getByTestId('console-session-expired');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('console-login-name')).toHaveValue(operator);
  await expect(dialog.getByTestId('console-login-name')).toBeDisabled();
  await saveScreenshot(page, 'console-walk-session-expired');
  await dialog.getByTestId('console-login-password').fill('not-the-Passw0rd-1');
  await dialog.getByTestId('console-login-submit').click();
  await expect(dialog.getByTestId('console-login-error')).toContainText('账号或密码错误');
  await dialog.getByTestId('console-login-password').fill(PASSWORD);
  await dialog.getByTestId('console-login-submit').click();
  await expect(dialog).toBeHidden();

  // what was typed is still there; the second try saves it
  await expect(page.getByTestId('console-camp-name')).toHaveValue(campName);
  await page.getByTestId('console-camp-submit').click();
  await expect(page.getByText('营期已创建')).toBeVisible();
  await expect(page.getByText(campName)).toBeVisible();

  // a page opened after the session is lost again asks the same way instead of 加载失败 / 请先登录
  await page.context().clearCookies();
  await page.getByTestId('console-menu-channels').click();
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('console-login-password').fill(PASSWORD);
  await dialog.getByTestId('console-login-submit').click();
  await expect(dialog).toBeHidden();
  // the list asked again after the login and shown (a cookie cleared while it is on its way would lose it again)
  await expect(page.getByTestId('console-channel-table')).toBeVisible();
  await expect(page.getByTestId('admin-error')).toHaveCount(0);

  // or another account: the login page
  await page.context().clearCookies();
  await page.getByTestId('console-menu-templates').click();
  await dialog.getByTestId('console-session-switch').click();
  await expect(page.getByTestId('console-login')).toBeVisible();
  await expect(page.getByTestId('console-login-name')).toBeEnabled();
});

test.describe('a narrow laptop (1024×768)', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('no screen is wider than the window: the header’s 退出登录 and the pages’ last columns are in view', async ({
    page,
  }) => {
    const admin = await newStaff('admin');
    await login(page, admin);
    for (const path of ['dashboard', 'courses', 'templates/1', 'contests', 'audit']) {
      await page.goto(`/admin/${path}`);
      await expect(page.getByTestId('admin-loading')).toHaveCount(0);
      await expect(page.locator('.admin-content .ant-card').first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `/admin/${path} is ${width} px wide`).toBeLessThanOrEqual(1024);
      await expect(page.getByTestId('console-logout')).toBeInViewport();
    }
    await saveScreenshot(page, 'console-walk-1024-audit');
    await page.goto('/admin/templates/1');
    await expect(page.getByText('布局符合规则')).toBeVisible();
    await saveScreenshot(page, 'console-walk-1024-template-editor');
  });
});

test('bad input is told at the field in Chinese, never the server’s raw 参数错误: spaces for a name, letters for class ids, Chinese in a channel code', async ({
  page,
}) => {
  const admin = await newStaff('admin');
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/admin/api/')) sent.push(new URL(r.url()).pathname);
  });
  await login(page, admin);

  // a teacher's classes typed as text
  await page.getByTestId('console-menu-staff').click();
  await page.getByTestId('console-staff-new').click();
  await page.getByTestId('console-staff-login').fill(`walk-teacher-${suffix}`);
  await pickStaffRole(page, '班主任');
  await page.getByLabel('负责的班级 ID').fill('一班, 3');
  await page.getByTestId('console-staff-submit').click();
  await expect(page.getByText('班级 ID 只能填数字，多个用逗号分隔')).toBeVisible();
  await saveScreenshot(page, 'console-walk-staff-class-ids');
  await page.getByLabel('负责的班级 ID').fill('1，2');
  await page.getByTestId('console-staff-submit').click();
  await expect(page.getByTestId('console-staff-one-time-password')).toBeVisible();
  await page.getByTestId('console-staff-submit').click();

  // a camp named with spaces only
  await page.getByTestId('console-menu-camps').click();
  await page.getByTestId('console-camp-new').click();
  await pickSelectOption(page, page.getByTestId('console-camp-course'));
  await page.getByTestId('console-camp-name').fill('   ');
  await page.getByTestId('console-camp-submit').click();
  await expect(page.locator('.ant-modal').getByText('请填写营期名称')).toBeVisible();
  // … and opening earlier today (Beijing), when it could take no sign-up
  await page.getByTestId('console-camp-name').fill(`已开营-${suffix}`);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  const startsAt = page.getByTestId('console-camp-starts-at');
  await startsAt.click();
  await startsAt.press('ControlOrMeta+a');
  await startsAt.pressSequentially(`${today} 00:00`);
  await startsAt.press('Enter');
  await page.getByTestId('console-camp-submit').click();
  await expect(page.locator('.ant-modal').getByText('开营时间须晚于现在（开营后停止报名）')).toBeVisible();
  await saveScreenshot(page, 'console-walk-camp-past-start');
  await page.locator('.ant-modal').getByRole('button', { name: '取 消' }).click();

  // a channel code in Chinese, a name of spaces
  await page.getByTestId('console-menu-channels').click();
  await page.getByText('新建渠道').click();
  await page.getByTestId('console-channel-code').fill('朋友圈');
  await page.getByTestId('console-channel-sub').fill('pyq-01');
  await page.getByTestId('console-channel-name').fill('  ');
  await page.getByTestId('console-channel-submit').click();
  await expect(page.getByText('只能填字母、数字、_ 或 -')).toBeVisible();
  await expect(page.getByText('请填写名称')).toBeVisible();
  await saveScreenshot(page, 'console-walk-channel-bad-input');

  // nothing but the one good staff account reached the server
  expect(sent.filter((p) => p !== '/admin/api/login')).toEqual(['/admin/api/staff/create']);
  await expect(page.getByText(/参数错误/)).toHaveCount(0);
});

test('编辑营期: an operator renames a camp and moves its opening; a time already past is refused at the field', async ({
  page,
}) => {
  const operator = await newStaff('operator');
  const api = await consoleApi(operator, PASSWORD);
  const { courses } = await api.get('/admin/api/camps/list', {});
  const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
  const { camp } = await api.post('/admin/api/camps/create', {
    courseId: courses[0].id,
    name: `待改营期-${suffix}`,
    startsAt: inTwoDays.toISOString(),
  });
  await api.api.dispose();
  await login(page, operator);
  await page.getByTestId('console-menu-camps').click();
  const card = page.getByTestId(`console-camp-${camp.id}`);
  await card.getByTestId(`console-camp-edit-${camp.id}`).click();
  await expect(page.getByTestId('console-camp-edit-name')).toHaveValue(`待改营期-${suffix}`);

  // a time already past: told at the field, nothing sent
  const beijingDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(at);
  const startsAt = page.getByTestId('console-camp-edit-starts-at');
  const pick = async (text: string) => {
    await startsAt.click();
    await startsAt.press('ControlOrMeta+a');
    await startsAt.pressSequentially(text);
    await startsAt.press('Enter');
  };
  await pick(`${beijingDay(new Date())} 00:00`);
  await page.getByTestId('console-camp-edit-submit').click();
  await expect(page.locator('.ant-modal').getByText('开营时间须晚于现在（开营后停止报名）')).toBeVisible();

  // three days from now at 19:30 Beijing, and a new name
  const target = beijingDay(new Date(Date.now() + 3 * 86_400_000));
  await pick(`${target} 19:30`);
  await page.getByTestId('console-camp-edit-name').fill(`周末营-${suffix}`);
  await saveScreenshot(page, 'console-walk-camp-edit');
  await page.getByTestId('console-camp-edit-submit').click();
  await expect(page.getByText('营期已保存')).toBeVisible();
  await expect(card).toContainText(`周末营-${suffix}`);
  await expect(card).toContainText(`开营 ${target} 19:30`);

  // 操作日志 names the change
  const admin = await newStaff('admin');
  await page.context().clearCookies();
  await login(page, admin);
  await page.getByTestId('console-menu-audit').click();
  await expect(page.getByTestId('console-audit-table')).toContainText('修改营期');
});

test('编辑营期 on a camp that has opened: its time is shown but locked, and only the name changes; its class saved untouched sends nothing', async ({
  page,
}) => {
  // a camp that opened yesterday (the console refuses to create one in the past)
  const { campId } = await landingScenario(page, { startedDaysAgo: 1 });
  const operator = await newStaff('operator');
  await login(page, operator);
  await page.getByTestId('console-menu-camps').click();
  const card = page.getByTestId(`console-camp-${campId}`);
  const opening = ((await card.textContent()) ?? '').match(/开营 (\d{4}-\d{2}-\d{2} \d{2}:\d{2})/)?.[1] ?? '';
  expect(opening).not.toBe('');
  await card.getByTestId(`console-camp-edit-${campId}`).click();
  const startsAt = page.getByTestId('console-camp-edit-starts-at');
  await expect(startsAt).toBeDisabled();
  await expect(startsAt).toHaveValue(opening);
  await expect(page.locator('.ant-modal').getByText('已开营，开营时间不能再改')).toBeVisible();
  await page.getByTestId('console-camp-edit-name').fill(`已开营-${suffix}`);
  await saveScreenshot(page, 'console-walk-camp-edit-opened');
  await page.getByTestId('console-camp-edit-submit').click();
  await expect(page.getByText('营期已保存')).toBeVisible();
  await expect(card).toContainText(`已开营-${suffix}`);
  await expect(card).toContainText(`开营 ${opening}`);

  // 换码 / 改名额 on its class: a QR with no expiry gets the default 7 days; saved again as it opened, the
  // dialog closes with 没有修改 and nothing is sent (the server refuses an empty change with 参数错误)
  const updates: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/admin/api/camps/class/update')) updates.push(r.postData() ?? '');
  });
  const classEdit = card.getByTestId(/^console-class-edit-\d+$/).first();
  await classEdit.click();
  await page.getByTestId('console-class-edit-submit').click();
  await expect(page.getByText('班级已更新')).toBeVisible();
  await expect(card.getByText(/^有效 至/)).toBeVisible();
  await classEdit.click();
  await page.getByTestId('console-class-edit-submit').click();
  await expect(page.getByText('没有修改')).toBeVisible();
  await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);
  await expect(page.getByText(/参数错误/)).toHaveCount(0);
  expect(updates).toHaveLength(1);
});

test('a double click on 保存 makes one course, not two (the same call still on its way is not sent again)', async ({
  page,
}) => {
  const operator = await newStaff('operator');
  await login(page, operator);
  await page.goto('/admin/courses/new');
  const title = `双击只建一门-${suffix}`;
  await page.getByTestId('console-course-title').fill(title);
  await page.getByTestId('console-course-price').fill('9.9');
  await page.getByTestId('console-course-save').dblclick();
  await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);
  await expect(page.getByTestId('console-course-editor-title')).toHaveText(title);
  const api = await consoleApi(operator, PASSWORD);
  const { list } = (await api.get('/admin/api/courses/list', {})) as {
    list: { id: number; title: string; priceCents: number }[];
  };
  await api.api.dispose();
  const made = list.filter((c) => c.title === title);
  expect(made.map((c) => c.priceCents)).toEqual([990]);
});

test('操作日志 names every action and target in Chinese (a new camp and channel were shown as camp.create, channel #…)', async ({
  page,
}) => {
  const admin = await newStaff('admin');
  const api = await consoleApi(admin, PASSWORD);
  const { camps, courses } = await api.get('/admin/api/camps/list', {}).then((d) => ({
    camps: d.list as unknown[],
    courses: d.courses as { id: number }[],
  }));
  expect(camps.length).toBeGreaterThan(0);
  const camp = await api.post('/admin/api/camps/create', {
    courseId: courses[0]!.id,
    name: `日志营期-${suffix}`,
    startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(),
  });
  const code = `walk${suffix}`.slice(0, 30);
  await api.post('/admin/api/channels/save', { channel: code, subChannel: '01', name: '日志渠道' });
  await api.api.dispose();

  await login(page, admin);
  await page.getByTestId('console-menu-audit').click();
  const table = page.getByTestId('console-audit-table');
  const campRow = table.locator('tr', { hasText: `营期 #${camp.camp.id}` });
  await expect(campRow).toContainText('新建营期');
  await expect(table.locator('tr', { hasText: `渠道 #${code}/01` })).toContainText('新建渠道');
  // no action or target shown by its code
  const shown = await table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].slice(2, 4).map((td) => td.textContent ?? '')),
    );
  for (const [action, target] of shown) {
    expect(action, `action ${action}`).not.toMatch(/[a-z]/);
    expect(target, `target ${target}`).not.toMatch(/^[a-z_]+ #/);
  }
  await saveScreenshot(page, 'console-walk-audit-names');
});

test('a long list pages by cursor: 下一页 asks for the rows after the last one shown, a new search starts again', async ({
  page,
}) => {
  const admin = await newStaff('admin');
  // the answers are set here: the suite's shared database may hold any number of orders by now (the server's
  // paging itself: console-paging.test.ts)
  let total = 3;
  const cursorsAsked: (string | null)[] = [];
  // a page asked for by cursor can be held back, to see the page before stay on screen meanwhile
  let held: Promise<void> | null = null;
  await page.route('**/admin/api/orders/search*', async (route) => {
    const cursor = new URL(route.request().url()).searchParams.get('cursor');
    cursorsAsked.push(cursor);
    if (cursor !== null && held) await held;
    const order = (i: number) => ({
      orderNo: `C2026112900000000${String(i).padStart(4, '0')}`,
      kind: 'course',
      title: '成人钢琴入门',
      customerId: i,
      mobile: '139****0000',
      payAmountCents: 19900,
      status: 'paid',
      fulfilment: 'none',
      createdAt: new Date(Date.now() - i * 60_000).toISOString(),
      paidAt: new Date(Date.now() - i * 60_000).toISOString(),
      refundedCents: 0,
    });
    // rows 1..total newest first, 20 a page; a page's cursor is 1000 minus its last row's number (an id)
    const from = cursor === null ? 1 : 1000 - Number(cursor) + 1;
    const rows = Array.from({ length: Math.max(0, Math.min(20, total - from + 1)) }, (_, k) =>
      order(from + k),
    );
    const last = from + rows.length - 1;
    await route.fulfill({
      json: { code: 0, msg: 'success', data: { list: rows, nextCursor: last < total ? 1000 - last : null } },
    });
  });
  await login(page, admin);
  // a short answer: one page, no pager
  await page.getByTestId('console-menu-orders').click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByTestId('admin-loading')).toHaveCount(0);
  await expect(page.getByText('C20261129000000000003')).toBeVisible();
  await expect(page.getByTestId('admin-list-pager')).toHaveCount(0);
  // 23 orders: 20 on the first page, the next three after the cursor of the 20th
  total = 23;
  await page.getByTestId('console-order-search-title').fill('钢琴');
  await page.getByRole('button', { name: '搜 索' }).click();
  await expect(page.getByTestId('admin-list-page')).toHaveText('第 1 页');
  await expect(page.getByText('C20261129000000000020')).toBeVisible();
  await expect(page.getByTestId('admin-list-prev')).toBeDisabled();
  // while page 2 loads, page 1 stays on screen (no 加载中) and the pager waits: a second click cannot skip a page
  let release = () => {};
  held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.getByTestId('admin-list-next').click();
  await expect(page.getByTestId('admin-list-next')).toBeDisabled();
  await expect(page.getByTestId('admin-list-prev')).toBeDisabled();
  await expect(page.getByText('C20261129000000000020')).toBeVisible();
  await expect(page.getByTestId('admin-loading')).toHaveCount(0);
  release();
  held = null;
  await expect(page.getByTestId('admin-list-page')).toHaveText('第 2 页');
  await expect(page.getByText('C20261129000000000023')).toBeVisible();
  await expect(page.getByText('C20261129000000000020')).toHaveCount(0);
  await expect(page.getByTestId('admin-list-next')).toBeDisabled();
  expect(cursorsAsked.at(-1)).toBe('980');
  await saveScreenshot(page, 'console-walk-orders-page-2');
  await page.getByTestId('admin-list-prev').click();
  await expect(page.getByTestId('admin-list-page')).toHaveText('第 1 页');
  await expect(page.getByText('C20261129000000000001')).toBeVisible();
  // another search starts at its first page, and so does the same search again
  for (const title of ['钢琴入门', '钢琴入门']) {
    await page.getByTestId('admin-list-next').click();
    await expect(page.getByTestId('admin-list-page')).toHaveText('第 2 页');
    await page.getByTestId('console-order-search-title').fill(title);
    await page.getByRole('button', { name: '搜 索' }).click();
    await expect(page.getByTestId('admin-list-page')).toHaveText('第 1 页');
    await expect(page.getByText('C20261129000000000001')).toBeVisible();
    await expect(page.getByText('C20261129000000000021')).toHaveCount(0);
  }
});
