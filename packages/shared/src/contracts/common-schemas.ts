import { z } from 'zod';

/** Login name rule of shell spec §5: 2–16 letters, digits, dots or @. */
export const USER_NAME_PATTERN = /^[A-Za-z0-9.@]{2,16}$/;
/** Mobile number rule of shell spec §5. */
export const MOBILE_PATTERN = /^1[345789]\d{9}$/;
/** Landline rule of shell spec §5: 0xx-7/8 digits. */
export const LANDLINE_PATTERN = /^0\d{2,3}-\d{7,8}$/;

export const Id = z.uuid();
export const IdParams = z.object({ id: z.uuid() });
/** The row version a client read; an update naming an older one is refused with 409. */
export const Version = z.number().int().min(1);

/** An exported .xlsx workbook, answered inline so the export stays behind the call's permission check. */
export const ExportedWorkbook = z.object({ fileName: z.string(), contentBase64: z.string() });
export type ExportedWorkbook = z.infer<typeof ExportedWorkbook>;
