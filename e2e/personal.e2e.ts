/**
 * The personal centre in headless Chromium against the whole platform: changing the password (every validation
 * message of shell spec §5, the server's answer to a wrong old password, the repeated-submit guard, logout and
 * signing in with the new password), changing the avatar (refused type and size, saving without an upload, a real
 * PNG shown in the header), the basic settings page (validation, a new display name in the header) and password
 * retrieval from the login page with the code the demo mail sink prints.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { deflateSync } from 'node:zlib';
import type { Browser, Locator, Page, Request, Route } from 'playwright-core';
import {
  ACTION_TIMEOUT_MS,
  inSession,
  launchBrowser,
  openHoverMenu,
  screenshot,
  waitForPath,
  waitForText,
} from './support/browser';
import { type Platform, startPlatform } from './support/platform';
import { signIn, submitPasswordLogin } from './support/sign-in';

const TEST_TIMEOUT_MS = 900_000;

/** Demo accounts (the seed's); each test changes a different one, and `password` follows the changes. */
const ACCOUNTS = {
  zhangwei: {
    userName: 'zhangwei',
    password: 'Quality@123',
    name: '张伟',
    email: 'zhangwei@hengxin-precision.example',
  },
  lina: { userName: 'lina', password: 'Audit@123', name: '李娜', email: 'lina@hengxin-precision.example' },
  wangfang: { userName: 'wangfang', password: 'Viewer@123', name: '王芳', email: 'wangfang@hengxin-precision.example' },
};

/** Shell spec §5, word for word. */
const MESSAGES = {
  oldRequired: '请输入原密码',
  newRequired: '请输入新密码',
  confirmRequired: '请再次输入新密码',
  passwordFormat: '密码长度6-16,至少含有数字/字母/特殊字符的任意两种,不能含有空格',
  sameAsOld: '新旧密码不能相同',
  confirmMismatch: '两次新密码输入不一致！',
  resubmit: '修改中请勿重复操作',
  avatarType: '图片格式只支持上传jpg/jpeg/png',
  avatarSize: '最大值允许上传2M图片',
  avatarNothingUploaded: '尚未上传头像,无法进行保存',
} as const;

let platform: Platform | undefined;
let browser: Browser | undefined;

function env() {
  assert.ok(platform && browser, 'the platform and the browser were not started');
  return { baseUrl: platform.baseUrl, browser, platform };
}

// ---------------------------------------------------------------------------------------------------------------
// Test images, made from bytes

/** A 1×1 GIF89a (a real GIF: the browser can decode it). */
const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A valid RGB PNG of `size`×`size` pixels (a diagonal gradient, so it is visibly an image in the screenshots),
 * optionally carrying a tEXt comment of `paddingBytes` bytes to make the file large.
 */
function makePng(size: number, paddingBytes = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      row[1 + x * 3] = Math.round((255 * x) / size);
      row[2 + x * 3] = 120;
      row[3 + x * 3] = Math.round((255 * y) / size);
    }
    rows.push(row);
  }
  const chunks = [pngChunk('IHDR', header)];
  if (paddingBytes > 0) {
    chunks.push(
      pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.alloc(paddingBytes, 0x78)])),
    );
  }
  chunks.push(pngChunk('IDAT', deflateSync(Buffer.concat(rows))), pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

// ---------------------------------------------------------------------------------------------------------------
// Page helpers

/** Opens an entry of the header's avatar menu by its text (基本信息 / 更换头像 / 修改密码). */
async function openAvatarMenuItem(page: Page, text: '基本信息' | '更换头像' | '修改密码') {
  const item = page.getByRole('menuitem', { name: text });
  await openHoverMenu(page, page.getByTestId('avatar-menu'), item);
  await item.click();
  // Away from the header, so the menu closes and stays out of the screenshots.
  await page.mouse.move(100, 700);
}

const TOASTS = '.ant-message .ant-message-notice';

/**
 * Waits for the toast (antd message) whose whole text is `expected`, and until the toast it replaced has left
 * (only one is shown at a time), so that a screenshot shows this one.
 */
async function expectToast(page: Page, expected: string | RegExp): Promise<string> {
  const text = await waitForText(page.locator(TOASTS).filter({ hasText: expected }), expected);
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length <= 1, TOASTS);
  return text;
}

/** Waits until no toast is shown (they close after 3 s). */
async function noToast(page: Page) {
  await page.locator(TOASTS).first().waitFor({ state: 'detached' });
}

/** Waits until every finite animation and transition (dialogs, toasts, progress bars) has finished. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** A screenshot, scrolled to the top, once the page has settled (see `settled`). */
async function snap(page: Page, name: string) {
  // Filling a field of a dialog may have scrolled the document under it; a full-page capture starts at the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  await screenshot(page, name);
}

/** The form item holding the control with `testId` (the inner locator of `has` is relative, so it starts at the page). */
const formItem = (scope: Page | Locator, testId: string) => {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.locator('.ant-form-item').filter({ has: page.getByTestId(testId) });
};

/** The validation message under the control with `testId` (exact text). */
function expectFieldError(scope: Page | Locator, testId: string, expected: string): Promise<string> {
  return waitForText(formItem(scope, testId).locator('.ant-form-item-explain-error'), expected);
}

/** Waits until the control with `testId` shows no validation message. */
async function expectNoFieldError(scope: Page | Locator, testId: string) {
  await formItem(scope, testId).locator('.ant-form-item-explain-error').first().waitFor({ state: 'detached' });
}

/** Waits until an input holds `expected`; answers its value. */
async function waitForValue(locator: Locator, expected: string, timeout = ACTION_TIMEOUT_MS): Promise<string> {
  const deadline = Date.now() + timeout;
  let last = '(element not found)';
  for (;;) {
    last = await locator.inputValue({ timeout: Math.max(1, deadline - Date.now()) }).catch(() => last);
    if (last === expected) return last;
    if (Date.now() >= deadline)
      throw new Error(`expected ${locator} to hold ${JSON.stringify(expected)}, it held ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Requests to one API path (method and path matched), collected while the page runs. */
function watchRequests(page: Page, method: string, pathEnd: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname.endsWith(pathEnd)) seen.push(request);
  });
  return seen;
}

/** Waits until the <img> under `selector` shows `src`, decoded (and `width` pixels wide, when given). */
async function waitForImage(page: Page, selector: string, src: string, width?: number) {
  await page.waitForFunction(
    ({ selector, src, width }) => {
      const img = document.querySelector<HTMLImageElement>(selector);
      return (
        img?.getAttribute('src') === src &&
        img.complete &&
        img.naturalWidth > 0 &&
        (!width || img.naturalWidth === width)
      );
    },
    { selector, src, width },
  );
}

/** Picks a file in the 更换头像 dialog and answers the upload call's response (the file must pass the client's check). */
async function uploadAvatar(page: Page, dialog: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const response = page.waitForResponse(
    (candidate) => new URL(candidate.url()).pathname.endsWith('/api/app/Common/UploadFile'),
    { timeout: 60_000 },
  );
  await dialog.locator('input[type=file]').setInputFiles(file);
  return response;
}

/** Uploads a PNG that is accepted; answers the stored file's path once the dialog previews it. */
async function uploadAcceptedAvatar(page: Page, dialog: Locator, png: Buffer): Promise<string> {
  const response = await uploadAvatar(page, dialog, { name: 'avatar.png', mimeType: 'image/png', buffer: png });
  assert.equal(response.status(), 200, 'the upload is accepted');
  const body = (await response.json()) as { code: number; data: { filePath: string } };
  assert.equal(body.code, 0);
  const filePath = body.data.filePath;
  assert.match(filePath, /^\/qis\/files\/.+\.png$/);
  await waitForImage(page, '[data-testid="avatar-preview"] img', filePath);
  await dialog.locator('.ant-progress-status-success').waitFor({ state: 'visible' });
  return filePath;
}

// ---------------------------------------------------------------------------------------------------------------

describe('personal centre', () => {
  before(
    async () => {
      platform = await startPlatform();
      browser = await launchBrowser();
    },
    { timeout: 900_000 },
  );

  after(
    async () => {
      await browser?.close().catch((error: unknown) => console.error('closing the browser failed', error));
      await platform?.stop();
    },
    { timeout: 120_000 },
  );

  test(
    'change password: validation, wrong old password, repeated submit, logout, new password',
    {
      timeout: TEST_TIMEOUT_MS,
    },
    async () => {
      const { browser, baseUrl } = env();
      const account = ACCOUNTS.zhangwei;
      const oldPassword = account.password;
      const newPassword = 'Quality@456';
      await inSession(browser, baseUrl, 'personal-change-password', async ({ page }) => {
        await signIn(page, account);
        await openAvatarMenuItem(page, '修改密码');
        const dialog = page.getByRole('dialog', { name: '修改密码' });
        await dialog.waitFor({ state: 'visible' });
        // The dialog's form must be on screen and its opening animation over before the first submit.
        await dialog.getByTestId('password-old').waitFor({ state: 'visible' });
        await settled(page);
        const submit = dialog.getByTestId('password-submit');

        // Submitting the empty form: each field says it is required.
        await submit.click();
        await expectFieldError(dialog, 'password-old', MESSAGES.oldRequired);
        await expectFieldError(dialog, 'password-new', MESSAGES.newRequired);
        await expectFieldError(dialog, 'password-confirm', MESSAGES.confirmRequired);
        await snap(page, 'personal-password-required');

        // The format rule: too short, a single kind of character, a space.
        await dialog.getByTestId('password-old').fill(oldPassword);
        await expectNoFieldError(dialog, 'password-old');
        for (const bad of ['abc', 'abcdefgh', 'abc 12345', '12345678', 'Abcdefgh123456789']) {
          await dialog.getByTestId('password-new').fill(bad);
          await expectFieldError(dialog, 'password-new', MESSAGES.passwordFormat);
        }
        await snap(page, 'personal-password-format');

        // The new password equal to the old one.
        await dialog.getByTestId('password-new').fill(oldPassword);
        await expectFieldError(dialog, 'password-new', MESSAGES.sameAsOld);

        // A confirmation that differs.
        await dialog.getByTestId('password-new').fill(newPassword);
        await expectNoFieldError(dialog, 'password-new');
        await dialog.getByTestId('password-confirm').fill(`${newPassword}x`);
        await expectFieldError(dialog, 'password-confirm', MESSAGES.confirmMismatch);
        await snap(page, 'personal-password-mismatch');
        await dialog.getByTestId('password-confirm').fill(newPassword);
        await expectNoFieldError(dialog, 'password-confirm');

        // A wrong old password: the server's message; the dialog stays open and the user signed in.
        await dialog.getByTestId('password-old').fill('Wrong@999');
        await submit.click();
        await expectToast(page, '原密码错误');
        await snap(page, 'personal-password-wrong-old');
        assert.ok(await dialog.isVisible(), 'the dialog stays open after a refused change');
        assert.equal(new URL(page.url()).pathname, '/analysis');

        // The valid change. The call is held until a second submit has been answered with 修改中请勿重复操作.
        await dialog.getByTestId('password-old').fill(oldPassword);
        let release: () => void = () => undefined;
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        let intercepted: () => void = () => undefined;
        const held = new Promise<void>((resolve) => {
          intercepted = resolve;
        });
        await page.route('**/qis/api/app/user/changePassWord*', async (route: Route) => {
          intercepted();
          await released;
          await route.continue();
        });
        await submit.click();
        await held;
        await submit.click();
        await expectToast(page, MESSAGES.resubmit);
        release();
        await expectToast(page, '密码修改成功，请重新登录');
        await waitForPath(page, '/user/login');
        await page.getByTestId('login-submit').waitFor({ state: 'visible' });
        await page.unroute('**/qis/api/app/user/changePassWord*');
        account.password = newPassword;

        // The old password no longer signs in; the new one does.
        await submitPasswordLogin(page, account.userName, oldPassword);
        const refused = await expectToast(page, /^用户名或密码错误/);
        assert.match(refused, /^用户名或密码错误(，还可尝试\d+次)?$/);
        assert.equal(new URL(page.url()).pathname, '/user/login');
        await page.getByTestId('login-password').fill(newPassword);
        await page.getByTestId('login-submit').click();
        await waitForPath(page, '/analysis');
        await waitForText(page.getByTestId('current-user-name'), account.name);
      });
    },
  );

  test(
    'change avatar: refused type and size, nothing to save, a PNG shown in the header',
    {
      timeout: TEST_TIMEOUT_MS,
    },
    async () => {
      const { browser, baseUrl } = env();
      const account = ACCOUNTS.lina;
      const avatar = makePng(48);
      const oversized = makePng(8, 3 * 1024 * 1024);
      assert.ok(oversized.length > 3 * 1024 * 1024, 'the oversized PNG is over 3 MB');
      await inSession(browser, baseUrl, 'personal-change-avatar', async ({ page }) => {
        const uploads = watchRequests(page, 'POST', '/api/app/Common/UploadFile');
        await signIn(page, account);
        await openAvatarMenuItem(page, '更换头像');
        const dialog = page.getByRole('dialog', { name: '更换头像' });
        await dialog.waitFor({ state: 'visible' });
        const fileInput = dialog.locator('input[type=file]');
        const preview = dialog.getByTestId('avatar-preview');

        // A GIF is refused before anything is sent.
        await fileInput.setInputFiles({ name: 'avatar.gif', mimeType: 'image/gif', buffer: TINY_GIF });
        await expectToast(page, MESSAGES.avatarType);
        await snap(page, 'personal-avatar-gif-refused');

        // So is a PNG over 2 MB.
        await fileInput.setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: oversized });
        await expectToast(page, MESSAGES.avatarSize);
        assert.equal(uploads.length, 0, 'refused files are not uploaded');
        assert.equal(await preview.locator('img').count(), 0, 'no image is previewed');

        // A GIF named .png passes the browser's check; the server looks at the bytes and refuses it.
        const disguised = await uploadAvatar(page, dialog, {
          name: 'disguised.png',
          mimeType: 'image/png',
          buffer: TINY_GIF,
        });
        assert.equal(disguised.status(), 400, 'the server refuses a GIF named .png');
        await expectToast(page, MESSAGES.avatarType);
        await waitForText(dialog.getByTestId('avatar-upload-error'), MESSAGES.avatarType);
        await dialog.locator('.ant-progress-status-exception').waitFor({ state: 'visible' });
        await snap(page, 'personal-avatar-server-refused');

        // Saving with nothing uploaded.
        await dialog.getByTestId('avatar-save').click();
        await expectToast(page, MESSAGES.avatarNothingUploaded);
        assert.ok(await dialog.isVisible(), 'the dialog stays open');

        // A real small PNG is uploaded and previewed.
        const filePath = await uploadAcceptedAvatar(page, dialog, avatar);
        await dialog.getByTestId('avatar-upload-error').waitFor({ state: 'detached' });
        await noToast(page);
        await snap(page, 'personal-avatar-uploaded');

        // Saved: the header's avatar is the uploaded file.
        await dialog.getByTestId('avatar-save').click();
        await expectToast(page, '头像更换成功');
        await dialog.waitFor({ state: 'hidden' });
        const headerImage = page.getByTestId('avatar-menu').locator('img');
        await waitForImage(page, '[data-testid="avatar-menu"] img', filePath, 48);
        await snap(page, 'personal-avatar-saved');

        // The URL serves the very bytes uploaded, as image/png.
        const src = await headerImage.getAttribute('src');
        assert.equal(src, filePath);
        const served = await fetch(new URL(filePath, baseUrl), { signal: AbortSignal.timeout(30_000) });
        assert.equal(served.status, 200);
        assert.equal(served.headers.get('content-type'), 'image/png');
        assert.ok(Buffer.from(await served.arrayBuffer()).equals(avatar), 'the served image is the uploaded one');

        // Kept over a reload.
        await page.reload();
        await waitForText(page.getByTestId('current-user-name'), account.name);
        await waitForImage(page, '[data-testid="avatar-menu"] img', filePath, 48);
      });
    },
  );

  test('basic settings: validation, and a new name shown in the header', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { browser, baseUrl } = env();
    const account = ACCOUNTS.wangfang;
    const newName = '王芳菲';
    const newPhone = '13912345678';
    await inSession(browser, baseUrl, 'personal-base-setting', async ({ page }) => {
      const saves = watchRequests(page, 'PUT', '/api/app/user/perSonalInfo');
      await signIn(page, account);
      await openAvatarMenuItem(page, '基本信息');
      await waitForPath(page, '/myself/baseSetting');
      const form = page.getByTestId('base-setting');
      await waitForValue(form.getByTestId('base-setting-username'), account.userName);
      await waitForValue(form.getByTestId('base-setting-name'), account.name);
      await waitForValue(form.getByTestId('base-setting-email'), account.email);
      await waitForValue(form.getByTestId('base-setting-organization'), '研发中心');
      assert.ok(await form.getByTestId('base-setting-username').isDisabled(), 'the user name cannot be edited');

      // Invalid values are refused in the form, nothing is sent.
      await form.getByTestId('base-setting-phone').fill('12345678901');
      await expectFieldError(form, 'base-setting-phone', '请输入正确的手机号码');
      await form.getByTestId('base-setting-email').fill('wangfang@');
      await expectFieldError(form, 'base-setting-email', '请输入正确的邮箱地址');
      await form.getByTestId('base-setting-name').fill('');
      await expectFieldError(form, 'base-setting-name', '请输入姓名');
      await form.getByTestId('base-setting-submit').click();
      await expectFieldError(form, 'base-setting-phone', '请输入正确的手机号码');
      await snap(page, 'personal-base-setting-invalid');
      assert.equal(saves.length, 0, 'an invalid form is not saved');

      // Valid values are saved and the header shows the new name.
      await form.getByTestId('base-setting-name').fill(newName);
      await form.getByTestId('base-setting-email').fill(account.email);
      await form.getByTestId('base-setting-phone').fill(newPhone);
      for (const field of ['base-setting-name', 'base-setting-email', 'base-setting-phone']) {
        await expectNoFieldError(form, field);
      }
      await form.getByTestId('base-setting-submit').click();
      await expectToast(page, '基本信息更新成功');
      await waitForText(page.getByTestId('current-user-name'), newName);
      assert.equal(saves.length, 1, 'one save');
      await snap(page, 'personal-base-setting-saved');
      account.name = newName;

      // Kept over a reload.
      await page.reload();
      await waitForText(page.getByTestId('current-user-name'), newName);
      await waitForValue(page.getByTestId('base-setting-name'), newName);
      await waitForValue(page.getByTestId('base-setting-phone'), newPhone);

      // An avatar changed through the header's menu while on this page shows on the page as well as in the header.
      await openAvatarMenuItem(page, '更换头像');
      const dialog = page.getByRole('dialog', { name: '更换头像' });
      await dialog.waitFor({ state: 'visible' });
      const filePath = await uploadAcceptedAvatar(page, dialog, makePng(40));
      await dialog.getByTestId('avatar-save').click();
      await expectToast(page, '头像更换成功');
      await dialog.waitFor({ state: 'hidden' });
      await waitForImage(page, '[data-testid="avatar-menu"] img', filePath, 40);
      await waitForImage(page, '[data-testid="base-setting-avatar"] img', filePath, 40);
    });
  });

  test('password retrieval from the login page with the mailed code', { timeout: TEST_TIMEOUT_MS }, async () => {
    const { browser, baseUrl, platform } = env();
    const account = ACCOUNTS.lina;
    const oldPassword = account.password;
    const newPassword = 'Found@456';
    /** The codes mailed to the account so far, as the demo SMTP sink printed them on the server's stdout. */
    const mailedCodes = () =>
      platform
        .log()
        .split('[demo mail] to ')
        .filter((mail) => mail.startsWith(`${account.email}:`))
        .map((mail) => /验证码为 (\d{6})/.exec(mail)?.[1])
        .filter((code): code is string => code !== undefined);
    const mailedBefore = mailedCodes().length;

    await inSession(browser, baseUrl, 'personal-retrieve-password', async ({ page }) => {
      await page.goto('/user/login');
      await page.getByRole('link', { name: '忘记密码' }).click();
      await waitForPath(page, '/user/retrievePassword');
      const retrieval = page.getByTestId('retrieve-password');
      const currentStep = retrieval.locator('.ant-steps-item-process .ant-steps-item-title');
      await waitForText(currentStep, '填写邮箱');

      await retrieval.getByTestId('retrieve-email').fill('not-an-address');
      await retrieval.getByTestId('retrieve-send-code').click();
      await expectFieldError(retrieval, 'retrieve-email', '请输入正确的邮箱地址');

      await retrieval.getByTestId('retrieve-email').fill(account.email);
      await retrieval.getByTestId('retrieve-send-code').click();
      await expectToast(page, `验证码已发送至${account.email}，请查收`);
      await waitForText(currentStep, '验证身份');
      await waitForText(retrieval.getByTestId('retrieve-resend'), /^\d+秒后重新发送$/);

      // The code, read from the mail the demo sink printed.
      const deadline = Date.now() + ACTION_TIMEOUT_MS;
      while (mailedCodes().length <= mailedBefore) {
        assert.ok(Date.now() < deadline, `no [demo mail] to ${account.email} in the server output`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const code = mailedCodes().at(-1) as string;

      // A wrong code is refused by the server.
      const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      await retrieval.getByTestId('retrieve-code').fill(wrongCode);
      await retrieval.getByTestId('retrieve-check-code').click();
      await expectToast(page, '验证码错误或已失效，请重新获取');
      await waitForText(currentStep, '验证身份');
      await snap(page, 'personal-retrieve-code');

      await retrieval.getByTestId('retrieve-code').fill(code);
      await retrieval.getByTestId('retrieve-check-code').click();
      await waitForText(currentStep, '设置新密码');
      await retrieval.getByTestId('retrieve-new-password').fill('abcdefgh');
      await expectFieldError(retrieval, 'retrieve-new-password', MESSAGES.passwordFormat);
      await retrieval.getByTestId('retrieve-new-password').fill(newPassword);
      await retrieval.getByTestId('retrieve-confirm-password').fill('Found@457');
      await expectFieldError(retrieval, 'retrieve-confirm-password', MESSAGES.confirmMismatch);
      await snap(page, 'personal-retrieve-new-password');
      await retrieval.getByTestId('retrieve-confirm-password').fill(newPassword);
      await expectNoFieldError(retrieval, 'retrieve-confirm-password');
      await retrieval.getByTestId('retrieve-submit').click();
      await expectToast(page, '密码重置成功，请使用新密码登录');
      await waitForPath(page, '/user/login');
      account.password = newPassword;

      // The old password no longer signs in; the new one does.
      await submitPasswordLogin(page, account.userName, oldPassword);
      await expectToast(page, /^用户名或密码错误(，还可尝试\d+次)?$/);
      await page.getByTestId('login-password').fill(newPassword);
      await page.getByTestId('login-submit').click();
      await waitForPath(page, '/analysis');
      await waitForText(page.getByTestId('current-user-name'), account.name);
    });
  });
});
