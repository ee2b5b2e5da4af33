import {
  type EndpointData,
  type EndpointInput,
  isPasswordFormatValid,
  MOBILE_PATTERN,
  sendRetrievalEmail,
  type updatePersonalInfo,
  type uploadFile,
} from '@qis/shared';
import type { MessageKey } from '../../locales';

/**
 * Pure rules of the personal centre and of password retrieval (no DOM, no React): unit-tested in rules.test.ts.
 * Validators answer the locale key of the message to show, or null when the value is acceptable.
 */

// ---------------------------------------------------------------------------------------------------------------
// Avatar upload (spec §4, §5, §9)

/** Avatars are at most 2 MB (spec §9; the server's limit is the same 2 × 1024 × 1024 bytes). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
/** `accept` of the file picker. */
export const AVATAR_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

export interface PickedFile {
  name: string;
  /** MIME type as the browser reports it ('' when unknown). */
  type: string;
  size: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Type first (jpg/jpeg/png), then size (≤ 2 MB). A known MIME type decides; without one the extension does. */
export function checkAvatarFile(file: PickedFile): MessageKey | null {
  const typeOk = file.type
    ? (AVATAR_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : (AVATAR_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!typeOk) return 'personal.avatar.type.invalid';
  if (file.size > AVATAR_MAX_BYTES) return 'personal.avatar.size.invalid';
  return null;
}

/** Upload states (spec §4): begin 0 %, active 50 % (controls disabled), success 100 %, exception 100 %. */
export type UploadPhase = 'begin' | 'active' | 'success' | 'exception';

export const UPLOAD_PERCENT: Readonly<Record<UploadPhase, number>> = {
  begin: 0,
  active: 50,
  success: 100,
  exception: 100,
};

/** Progress bar of a phase, in the shape of antd's Progress props. */
export function uploadProgress(phase: UploadPhase): {
  percent: number;
  status: 'normal' | 'active' | 'success' | 'exception';
} {
  const status = phase === 'begin' ? 'normal' : phase;
  return { percent: UPLOAD_PERCENT[phase], status };
}

/** While an upload is running every upload control is disabled. */
export function controlsDisabled(phase: UploadPhase): boolean {
  return phase === 'active';
}

/** Saving needs no upload in progress and an uploaded image (spec §5). */
export function avatarSaveProblem(phase: UploadPhase, uploaded: UploadResult | null): MessageKey | null {
  if (phase === 'active') return 'personal.avatar.save.uploading';
  if (!uploaded) return 'personal.avatar.save.empty';
  return null;
}

export type UploadResult = EndpointData<typeof uploadFile>;

export type UploadOutcome = { ok: true; result: UploadResult } | { ok: false; message: string | null };

/**
 * Reads the answer of the upload call: the envelope `{ code: 0, data: { domain, filePath, sizeFilePath } }` is a
 * success; anything else is a failure carrying the server's message when it answered one.
 */
export function uploadOutcome(body: unknown): UploadOutcome {
  if (typeof body !== 'object' || body === null) return { ok: false, message: null };
  const envelope = body as { code?: unknown; message?: unknown; data?: unknown };
  const data = envelope.data as Partial<UploadResult> | null | undefined;
  if (envelope.code === 0 && typeof data?.filePath === 'string' && data.filePath) {
    const filePath = data.filePath;
    const sizeFilePath = typeof data.sizeFilePath === 'string' && data.sizeFilePath ? data.sizeFilePath : filePath;
    return { ok: true, result: { domain: typeof data.domain === 'string' ? data.domain : '', filePath, sizeFilePath } };
  }
  return { ok: false, message: serverMessageOf(body) };
}

/** The `message` of an error answer, or null when the server answered none. */
export function serverMessageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message ? message : null;
}

/** Body of POST /api/app/user/changeImageUrl for an uploaded image. */
export function changeImageBody(uploaded: UploadResult): { imagePath: string; slImagePath: string } {
  return { imagePath: uploaded.filePath, slImagePath: uploaded.sizeFilePath };
}

// ---------------------------------------------------------------------------------------------------------------
// Passwords (spec §5). The format rule is the one of @qis/shared, never a copy.

export function oldPasswordProblem(value: string | undefined): MessageKey | null {
  return value ? null : 'personal.password.old.required';
}

/** New password: required, the shared format rule, and different from the old one (when one is given). */
export function newPasswordProblem(value: string | undefined, oldPassword?: string): MessageKey | null {
  if (!value) return 'personal.password.new.required';
  if (!isPasswordFormatValid(value)) return 'personal.password.format';
  if (oldPassword && value === oldPassword) return 'personal.password.sameAsOld';
  return null;
}

export function confirmPasswordProblem(value: string | undefined, newPassword: string | undefined): MessageKey | null {
  if (!value) return 'personal.password.confirm.required';
  if (value !== newPassword) return 'personal.password.mismatch';
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Basic settings (spec §5 patterns; the same rules as the contract of PUT /api/app/user/perSonalInfo)

export type PersonalInfo = EndpointData<typeof updatePersonalInfo>;
export type PersonalInfoUpdate = EndpointInput<typeof updatePersonalInfo>['body'];

export const NAME_MAX_LENGTH = 32;

export interface ProfileFormValues {
  name?: string;
  emailAddress?: string | null;
  phoneNumber?: string | null;
}

export function nameProblem(value: string | undefined): MessageKey | null {
  const name = value?.trim() ?? '';
  if (!name) return 'personal.baseSetting.name.required';
  if ([...name].length > NAME_MAX_LENGTH) return 'personal.baseSetting.name.max';
  return null;
}

/** E-mail as the server checks it (the schema of the contract). Empty is allowed: the address is optional. */
export function isEmailValid(value: string): boolean {
  return sendRetrievalEmail.body.shape.emailAddress.safeParse(value).success;
}

export function emailProblem(value: string | null | undefined): MessageKey | null {
  const email = value?.trim() ?? '';
  if (!email) return null;
  return isEmailValid(email) ? null : 'personal.baseSetting.email.invalid';
}

/** Mobile ^1[345789]\d{9}$ (spec §5). Empty is allowed: the number is optional. */
export function phoneProblem(value: string | null | undefined): MessageKey | null {
  const phone = value?.trim() ?? '';
  if (!phone) return null;
  return MOBILE_PATTERN.test(phone) ? null : 'personal.baseSetting.phone.invalid';
}

/** The update body: trimmed, empty optional fields sent as null, with the version that was read. */
export function toProfileUpdate(values: ProfileFormValues, version: number): PersonalInfoUpdate {
  const optional = (value: string | null | undefined) => value?.trim() || null;
  return {
    name: values.name?.trim() ?? '',
    emailAddress: optional(values.emailAddress),
    phoneNumber: optional(values.phoneNumber),
    version,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Password retrieval

/** The server refuses a second code within 60 seconds (CODE_RESEND_SECONDS of the password-retrieval service). */
export const RESEND_INTERVAL_SECONDS = 60;

/** Whole seconds until another code may be requested (0: now). */
export function resendSecondsLeft(sentAt: number | null, now: number): number {
  if (sentAt === null) return 0;
  const left = Math.ceil((sentAt + RESEND_INTERVAL_SECONDS * 1000 - now) / 1000);
  return Math.min(RESEND_INTERVAL_SECONDS, Math.max(0, left));
}

/** The mailed code: six digits. */
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;

export function codeProblem(value: string | undefined): MessageKey | null {
  const code = value?.trim() ?? '';
  if (!code) return 'retrievePassword.code.required';
  return VERIFICATION_CODE_PATTERN.test(code) ? null : 'retrievePassword.code.invalid';
}

export function retrievalEmailProblem(value: string | undefined): MessageKey | null {
  const email = value?.trim() ?? '';
  if (!email) return 'retrievePassword.email.required';
  return isEmailValid(email) ? null : 'retrievePassword.email.invalid';
}
