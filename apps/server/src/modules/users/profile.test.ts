import { randomUUID } from 'node:crypto';
import { PASSWORD_MESSAGES } from '@qis/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-app';
import { users } from '../../db/tables';
import { AVATAR_MAX_BYTES, UPLOAD_MESSAGES } from './upload.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const localLogin = (userName: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/identity/api/Account/LocalLogin', payload: { userName, password } });

describe('change password (shell spec §5)', () => {
  const OLD = 'Quality@123';
  let token: string;
  beforeAll(async () => {
    token = await t.login('zhangwei', OLD);
  });

  const change = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/qis/api/app/user/changePassWord', headers: bearer(token), payload });
  const expect400 = async (payload: Record<string, unknown>, message: string) => {
    const res = await change(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ code: 400, message });
  };

  it('requires the old password: 请输入原密码', async () => {
    await expect400({ password: '', newPassword: 'Quality@456', againPassword: 'Quality@456' }, '请输入原密码');
  });

  it('requires the new password: 请输入新密码', async () => {
    await expect400({ password: OLD, newPassword: '', againPassword: 'Quality@456' }, '请输入新密码');
  });

  it('requires the confirmation: 请再次输入新密码', async () => {
    await expect400({ password: OLD, newPassword: 'Quality@456', againPassword: '' }, '请再次输入新密码');
  });

  it.each([
    ['too short', 'Ab@1'],
    ['too long (17 characters)', 'Abcdefgh@12345678'],
    ['letters only', 'abcdefgh'],
    ['digits only', '12345678'],
    ['special characters only', '!@#$%^&*'],
    ['containing a space', 'Abc 12345'],
    ['containing a tab', 'Abc\t12345'],
  ])('refuses a new password %s with the format message', async (_case, newPassword) => {
    await expect400(
      { password: OLD, newPassword, againPassword: newPassword },
      '密码长度6-16,至少含有数字/字母/特殊字符的任意两种,不能含有空格',
    );
  });

  it('refuses a new password equal to the old one: 新旧密码不能相同', async () => {
    await expect400({ password: OLD, newPassword: OLD, againPassword: OLD }, '新旧密码不能相同');
  });

  it('refuses a confirmation that differs: 两次新密码输入不一致！', async () => {
    await expect400(
      { password: OLD, newPassword: 'Quality@456', againPassword: 'Quality@457' },
      '两次新密码输入不一致！',
    );
  });

  it('uses the shared message table word for word', () => {
    expect(PASSWORD_MESSAGES).toMatchObject({
      oldRequired: '请输入原密码',
      newRequired: '请输入新密码',
      confirmRequired: '请再次输入新密码',
      sameAsOld: '新旧密码不能相同',
      confirmMismatch: '两次新密码输入不一致！',
    });
  });

  it('answers a field left out of the body with 400 naming it', async () => {
    const res = await change({ newPassword: 'Quality@456', againPassword: 'Quality@456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^参数 password 无效：/);
  });

  it('answers a wrong old password with business error 9999 原密码错误', async () => {
    const res = await change({ password: 'Wrong@123', newPassword: 'Quality@456', againPassword: 'Quality@456' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 9999, message: '原密码错误' });
  });

  it('has left the password as it was after every refusal', async () => {
    const res = await localLogin('zhangwei', OLD);
    expect(res.json().code).toBe(0);
  });

  it('changes the password: the new one signs in and the old one no longer does', async () => {
    const res = await change({ password: OLD, newPassword: 'Quality@456', againPassword: 'Quality@456' });
    expect(res.json()).toEqual({ code: 0, message: '', data: null });
    const withNew = await localLogin('zhangwei', 'Quality@456');
    expect(withNew.json().code).toBe(0);
    const withOld = await localLogin('zhangwei', OLD);
    expect(withOld.json().code).toBe(9999);
    expect(withOld.json().message).toMatch(/^用户名或密码错误/);
  });
});

// Real image bytes: a 1×1 PNG, a 1×1 JPEG and a 1×1 GIF.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** The PNG padded (after its IEND chunk) to exactly `size` bytes: still a PNG by its magic bytes. */
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

describe('avatar upload and change', () => {
  let token: string;
  let tenantId: string;
  beforeAll(async () => {
    token = await t.login('lina', 'Audit@123');
    const [lina] = await t.database.db.select().from(users).where(eq(users.userName, 'lina'));
    tenantId = lina?.tenantId ?? '';
  });

  const upload = (
    bytes: Buffer,
    fileName: string,
    type: string,
    extra: Record<string, string> = {},
    field = 'file',
  ) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(extra)) form.append(key, value);
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
    return t.app.inject({
      method: 'POST',
      url: '/qis/api/app/Common/UploadFile',
      headers: bearer(token),
      payload: form,
    });
  };
  const uploaded: Array<{ domain: string; filePath: string; sizeFilePath: string }> = [];

  it.each([
    ['PNG', PNG, 'avatar.png', 'image/png', 'png'],
    ['JPEG', JPEG, 'avatar.jpeg', 'image/jpeg', 'jpg'],
  ])('accepts a real %s and answers domain, filePath and sizeFilePath', async (_kind, bytes, name, type, ext) => {
    const res = await upload(bytes, name, type);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.domain).toMatch(/^https?:\/\//);
    expect(data.filePath).toMatch(new RegExp(`^/qis/files/${tenantId}/images/[0-9a-f-]{36}\\.${ext}$`));
    expect(data.sizeFilePath).toMatch(/^\/qis\/files\//);
    uploaded.push(data);
  });

  it('accepts an image of exactly 2 MB', async () => {
    const res = await upload(pngOfSize(AVATAR_MAX_BYTES), 'big.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a text file renamed .png: 图片格式只支持上传jpg/jpeg/png', async () => {
    const res = await upload(Buffer.from('这不是图片，只是文字。\n'), 'fake.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: '图片格式只支持上传jpg/jpeg/png' });
    expect(UPLOAD_MESSAGES.imageType).toBe('图片格式只支持上传jpg/jpeg/png');
  });

  it('refuses a real GIF even when it is named .jpg (the type comes from the bytes)', async () => {
    const res = await upload(GIF, 'disguised.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('图片格式只支持上传jpg/jpeg/png');
  });

  it('refuses a PNG one byte over 2 MB: 最大值允许上传2M图片', async () => {
    const res = await upload(pngOfSize(AVATAR_MAX_BYTES + 1), 'huge.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: '最大值允许上传2M图片' });
  });

  it('refuses a file sent under another field name than file', async () => {
    const res = await upload(PNG, 'avatar.png', 'image/png', {}, 'image');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^参数 file 无效/);
  });

  it('applies the import rules to fileType 1: an image is not an import', async () => {
    const res = await upload(PNG, 'avatar.png', 'image/png', { fileType: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('导入文件只支持.xls/.xlsx格式');
  });

  it('changes the avatar to the uploaded image: the current user info shows it', async () => {
    const image = uploaded[0];
    if (!image) throw new Error('no upload to use');
    const res = await t.app.inject({
      method: 'POST',
      url: '/qis/api/app/user/changeImageUrl',
      headers: bearer(token),
      payload: { imagePath: image.filePath, slImagePath: image.sizeFilePath },
    });
    expect(res.json()).toEqual({ code: 0, message: '', data: null });
    const me = await t.app.inject({ url: '/qis/api/app/user/currentUserInfo', headers: bearer(token) });
    expect(me.json().data.logoUrl).toBe(image.filePath);
    const personal = await t.app.inject({
      method: 'POST',
      url: '/qis/api/app/user/perSonalInfo',
      headers: bearer(token),
    });
    expect(personal.json().data).toMatchObject({ logoUrl: image.filePath, smallLogoUrl: image.sizeFilePath });
  });

  it.each([
    ['another tenant’s files', () => `/qis/files/${randomUUID()}/images/${randomUUID()}.png`],
    ['another site', () => 'https://evil.example/avatar.png'],
    ['a relative path', () => 'images/avatar.png'],
  ])('refuses a path to %s with 400 图片保存失败, keeping the avatar', async (_case, path) => {
    const before = (await t.app.inject({ url: '/qis/api/app/user/currentUserInfo', headers: bearer(token) })).json()
      .data.logoUrl;
    const imagePath = path();
    const res = await t.app.inject({
      method: 'POST',
      url: '/qis/api/app/user/changeImageUrl',
      headers: bearer(token),
      payload: { imagePath, slImagePath: imagePath },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: '图片保存失败' });
    const after = (await t.app.inject({ url: '/qis/api/app/user/currentUserInfo', headers: bearer(token) })).json().data
      .logoUrl;
    expect(after).toBe(before);
  });

  it('refuses a path that climbs out of the tenant’s files with ../', async () => {
    const imagePath = `/qis/files/${tenantId}/../${randomUUID()}/images/${randomUUID()}.png`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/qis/api/app/user/changeImageUrl',
      headers: bearer(token),
      payload: { imagePath, slImagePath: imagePath },
    });
    expect(res.statusCode).toBe(400);
  });

  it('serves the uploaded image back at its filePath', async () => {
    const image = uploaded[0];
    if (!image) throw new Error('no upload to use');
    const res = await t.app.inject({ url: image.filePath, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/png/);
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });
});
