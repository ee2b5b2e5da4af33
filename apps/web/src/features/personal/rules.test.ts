import { PASSWORD_MESSAGES } from '@qis/shared';
import { describe, expect, it } from 'vitest';
import { t } from '../../locales';
import {
  AVATAR_MAX_BYTES,
  avatarSaveProblem,
  changeImageBody,
  checkAvatarFile,
  codeProblem,
  confirmPasswordProblem,
  controlsDisabled,
  emailProblem,
  NAME_MAX_LENGTH,
  nameProblem,
  newPasswordProblem,
  oldPasswordProblem,
  phoneProblem,
  RESEND_INTERVAL_SECONDS,
  resendSecondsLeft,
  retrievalEmailProblem,
  serverMessageOf,
  toProfileUpdate,
  UPLOAD_PERCENT,
  type UploadResult,
  uploadOutcome,
  uploadProgress,
} from './rules';

const UPLOADED: UploadResult = {
  domain: 'http://localhost:8080',
  filePath: '/qis/files/t/images/a.png',
  sizeFilePath: '/qis/files/t/images/a-small.png',
};

describe('avatar file check (spec §5)', () => {
  it.each([
    ['a.jpg', 'image/jpeg'],
    ['a.JPEG', 'image/jpeg'],
    ['a.png', 'image/png'],
    ['a.png', ''],
    ['b.jpeg', ''],
    ['c.JPG', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(checkAvatarFile({ name, type, size: 1024 })).toBeNull();
  });

  it.each([
    ['a.gif', 'image/gif'],
    ['a.webp', 'image/webp'],
    ['a.png', 'image/gif'],
    ['a.bmp', ''],
    ['noextension', ''],
    ['a.pdf', 'application/pdf'],
  ])('refuses %s (%s) with the type message', (name, type) => {
    const key = checkAvatarFile({ name, type, size: 1024 });
    expect(key).toBe('personal.avatar.type.invalid');
    expect(t(key as 'personal.avatar.type.invalid')).toBe('图片格式只支持上传jpg/jpeg/png');
  });

  it('allows exactly 2 MB and refuses one byte more with the size message', () => {
    expect(AVATAR_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(checkAvatarFile({ name: 'a.png', type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
    const key = checkAvatarFile({ name: 'a.png', type: 'image/png', size: AVATAR_MAX_BYTES + 1 });
    expect(key).toBe('personal.avatar.size.invalid');
    expect(t('personal.avatar.size.invalid')).toBe('最大值允许上传2M图片');
  });

  it('checks the type before the size', () => {
    expect(checkAvatarFile({ name: 'a.gif', type: 'image/gif', size: AVATAR_MAX_BYTES * 3 })).toBe(
      'personal.avatar.type.invalid',
    );
  });
});

describe('upload states (spec §4)', () => {
  it('are begin 0 %, active 50 %, success 100 %, exception 100 %', () => {
    expect(UPLOAD_PERCENT).toEqual({ begin: 0, active: 50, success: 100, exception: 100 });
    expect(uploadProgress('begin')).toEqual({ percent: 0, status: 'normal' });
    expect(uploadProgress('active')).toEqual({ percent: 50, status: 'active' });
    expect(uploadProgress('success')).toEqual({ percent: 100, status: 'success' });
    expect(uploadProgress('exception')).toEqual({ percent: 100, status: 'exception' });
  });

  it('disable the controls only while active', () => {
    expect(controlsDisabled('active')).toBe(true);
    for (const phase of ['begin', 'success', 'exception'] as const) expect(controlsDisabled(phase)).toBe(false);
  });
});

describe('upload answer', () => {
  it('reads a success envelope', () => {
    expect(uploadOutcome({ code: 0, message: '', data: UPLOADED })).toEqual({ ok: true, result: UPLOADED });
  });

  it('falls back to filePath when there is no small-size path', () => {
    const outcome = uploadOutcome({ code: 0, data: { domain: '', filePath: '/qis/files/x.png', sizeFilePath: '' } });
    expect(outcome).toEqual({
      ok: true,
      result: { domain: '', filePath: '/qis/files/x.png', sizeFilePath: '/qis/files/x.png' },
    });
  });

  it("carries the server's message of a refusal", () => {
    expect(uploadOutcome({ code: 400, message: '最大值允许上传2M图片' })).toEqual({
      ok: false,
      message: '最大值允许上传2M图片',
    });
    expect(uploadOutcome({ code: 9999, message: '存储已满' })).toEqual({ ok: false, message: '存储已满' });
  });

  it('has no message when the server answered none (the modal then says 上传失败,请重新上传)', () => {
    for (const body of [undefined, null, '', '<html>', { code: 500 }, { code: 0, data: null }, { code: 0, data: {} }]) {
      expect(uploadOutcome(body)).toEqual({ ok: false, message: null });
    }
    expect(t('personal.avatar.upload.failed')).toBe('上传失败,请重新上传');
  });

  it("reads the server's message of an HTTP error answer", () => {
    expect(serverMessageOf({ code: 400, message: '图片格式只支持上传jpg/jpeg/png' })).toBe(
      '图片格式只支持上传jpg/jpeg/png',
    );
    expect(serverMessageOf({ code: 401, message: '' })).toBeNull();
    expect(serverMessageOf('Bad Gateway')).toBeNull();
    expect(serverMessageOf(undefined)).toBeNull();
  });
});

describe('avatar save (spec §5)', () => {
  it('refuses while uploading, then without an upload, else passes', () => {
    expect(avatarSaveProblem('active', UPLOADED)).toBe('personal.avatar.save.uploading');
    expect(avatarSaveProblem('active', null)).toBe('personal.avatar.save.uploading');
    expect(avatarSaveProblem('begin', null)).toBe('personal.avatar.save.empty');
    expect(avatarSaveProblem('exception', null)).toBe('personal.avatar.save.empty');
    expect(avatarSaveProblem('success', UPLOADED)).toBeNull();
  });

  it('uses the texts of the spec', () => {
    expect(t('personal.avatar.save.uploading')).toBe('图片上传中,无法进行保存');
    expect(t('personal.avatar.save.empty')).toBe('尚未上传头像,无法进行保存');
    expect(t('personal.avatar.save.failed')).toBe('图片保存失败');
  });

  it('sends filePath as imagePath and sizeFilePath as slImagePath', () => {
    expect(changeImageBody(UPLOADED)).toEqual({ imagePath: UPLOADED.filePath, slImagePath: UPLOADED.sizeFilePath });
  });
});

describe('password rules (spec §5)', () => {
  it('uses the messages of @qis/shared word for word', () => {
    expect(t('personal.password.old.required')).toBe(PASSWORD_MESSAGES.oldRequired);
    expect(t('personal.password.new.required')).toBe(PASSWORD_MESSAGES.newRequired);
    expect(t('personal.password.confirm.required')).toBe(PASSWORD_MESSAGES.confirmRequired);
    expect(t('personal.password.format')).toBe(PASSWORD_MESSAGES.format);
    expect(t('personal.password.sameAsOld')).toBe(PASSWORD_MESSAGES.sameAsOld);
    expect(t('personal.password.mismatch')).toBe(PASSWORD_MESSAGES.confirmMismatch);
    expect(t('personal.password.resubmit')).toBe(PASSWORD_MESSAGES.resubmit);
  });

  it('requires the old password', () => {
    expect(oldPasswordProblem('')).toBe('personal.password.old.required');
    expect(oldPasswordProblem(undefined)).toBe('personal.password.old.required');
    expect(oldPasswordProblem('anything')).toBeNull();
  });

  it('checks the new password: required, the shared format rule, different from the old', () => {
    expect(newPasswordProblem('', 'Old@1234')).toBe('personal.password.new.required');
    for (const weak of ['abc12', 'abcdefgh', '12345678', 'abc 12345', 'a1'.repeat(9)]) {
      expect(newPasswordProblem(weak, 'Old@1234')).toBe('personal.password.format');
    }
    expect(newPasswordProblem('Old@1234', 'Old@1234')).toBe('personal.password.sameAsOld');
    expect(newPasswordProblem('New@1234', 'Old@1234')).toBeNull();
    expect(newPasswordProblem('abc123')).toBeNull();
    expect(newPasswordProblem('abc!@#', '')).toBeNull();
  });

  it('checks the confirmation: required and equal to the new password', () => {
    expect(confirmPasswordProblem('', 'New@1234')).toBe('personal.password.confirm.required');
    expect(confirmPasswordProblem('New@1235', 'New@1234')).toBe('personal.password.mismatch');
    expect(confirmPasswordProblem('New@1234', 'New@1234')).toBeNull();
  });
});

describe('basic settings', () => {
  it('requires a name of at most 32 characters', () => {
    expect(nameProblem('')).toBe('personal.baseSetting.name.required');
    expect(nameProblem('   ')).toBe('personal.baseSetting.name.required');
    expect(nameProblem('张'.repeat(NAME_MAX_LENGTH))).toBeNull();
    expect(nameProblem('张'.repeat(NAME_MAX_LENGTH + 1))).toBe('personal.baseSetting.name.max');
    expect(t('personal.baseSetting.name.max', { max: NAME_MAX_LENGTH })).toBe('姓名不能超过32个字符');
  });

  it('checks the mobile number against ^1[345789]\\d{9}$, empty allowed', () => {
    for (const ok of ['13812345678', '14912345678', '15912345678', '17012345678', '18812345678', '19912345678']) {
      expect(phoneProblem(ok)).toBeNull();
    }
    for (const bad of ['12812345678', '16812345678', '1381234567', '138123456789', '23812345678', '0571-8888888']) {
      expect(phoneProblem(bad)).toBe('personal.baseSetting.phone.invalid');
    }
    expect(phoneProblem('')).toBeNull();
    expect(phoneProblem(null)).toBeNull();
  });

  it('checks the e-mail address as the server does, empty allowed', () => {
    expect(emailProblem('zhangwei@hengxin-precision.example')).toBeNull();
    expect(emailProblem('')).toBeNull();
    for (const bad of ['zhangwei', 'a@', '@b.cn', 'a b@c.cn', 'a@b']) {
      expect(emailProblem(bad)).toBe('personal.baseSetting.email.invalid');
    }
  });

  it('builds the update body: trimmed, empty optional fields as null, with the version read', () => {
    expect(toProfileUpdate({ name: ' 张伟 ', emailAddress: ' ', phoneNumber: '' }, 3)).toEqual({
      name: '张伟',
      emailAddress: null,
      phoneNumber: null,
      version: 3,
    });
    expect(toProfileUpdate({ name: '张伟', emailAddress: 'a@b.cn ', phoneNumber: '13812345678' }, 1)).toEqual({
      name: '张伟',
      emailAddress: 'a@b.cn',
      phoneNumber: '13812345678',
      version: 1,
    });
  });
});

describe('password retrieval', () => {
  it('waits 60 seconds between codes', () => {
    expect(RESEND_INTERVAL_SECONDS).toBe(60);
    expect(resendSecondsLeft(null, 1_000)).toBe(0);
    const sentAt = 1_000_000;
    expect(resendSecondsLeft(sentAt, sentAt)).toBe(60);
    expect(resendSecondsLeft(sentAt, sentAt + 1)).toBe(60);
    expect(resendSecondsLeft(sentAt, sentAt + 1_000)).toBe(59);
    expect(resendSecondsLeft(sentAt, sentAt + 59_001)).toBe(1);
    expect(resendSecondsLeft(sentAt, sentAt + 60_000)).toBe(0);
    expect(resendSecondsLeft(sentAt, sentAt + 600_000)).toBe(0);
    // A clock that went back never shows more than the interval.
    expect(resendSecondsLeft(sentAt, sentAt - 10_000)).toBe(60);
  });

  it('checks the address and the six-digit code', () => {
    expect(retrievalEmailProblem('')).toBe('retrievePassword.email.required');
    expect(retrievalEmailProblem('nobody')).toBe('retrievePassword.email.invalid');
    expect(retrievalEmailProblem('lina@hengxin-precision.example')).toBeNull();
    expect(codeProblem('')).toBe('retrievePassword.code.required');
    expect(codeProblem('12345')).toBe('retrievePassword.code.invalid');
    expect(codeProblem('12345a')).toBe('retrievePassword.code.invalid');
    expect(codeProblem('012345')).toBeNull();
  });
});
