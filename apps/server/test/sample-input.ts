import { randomUUID } from 'node:crypto';
import type { EndpointDefinition } from '@qis/shared';
import { z } from 'zod';

// Requests a well-behaved client would send, worked out from an endpoint's declared schemas, so the sweeps over
// ALL_ENDPOINTS (contract.test.ts, readonly-sweep.test.ts) cover a new endpoint without being told about it.

export const objectShape = (schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : undefined;

const VALID_CANDIDATES = (): unknown[] => [
  'Sample@123',
  'qa.sample@example.com',
  randomUUID(),
  '13800138000',
  '0512-12345678',
  '123456',
  'Sample',
  '/sample',
  '#000000',
  'A',
  // A calendar date (z.iso.date), e.g. an FMEA project's start and end.
  '2026-01-01',
  1,
  0.95,
  0,
  true,
  false,
  [],
  null,
];

/** A value the schema accepts, or undefined when none of the candidates fits. */
export function sampleFor(schema: z.ZodType): unknown {
  const shape = objectShape(schema);
  if (shape) {
    const value: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const sample = sampleFor(field);
      if (sample !== undefined) value[key] = sample;
    }
    return schema.safeParse(value).success ? value : undefined;
  }
  const candidate = VALID_CANDIDATES().find((c) => schema.safeParse(c).success);
  if (candidate !== undefined) return candidate;
  if (schema instanceof z.ZodEnum) return schema.options[0];
  if (schema instanceof z.ZodLiteral) return schema.value;
  // A union (e.g. a report of one of several analyses): the first option a sample can be made for.
  if (schema instanceof z.ZodUnion) {
    return (schema.options as z.ZodType[]).map((option) => sampleFor(option)).find((sample) => sample !== undefined);
  }
  // A list that must not be empty: as few elements of its kind as it takes.
  if (schema instanceof z.ZodArray) {
    const element = sampleFor(schema.element as z.ZodType);
    if (element === undefined) return undefined;
    return [1, 2, 3].map((length) => Array(length).fill(element)).find((list) => schema.safeParse(list).success);
  }
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNonOptional ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPipe
  ) {
    const inner = schema instanceof z.ZodPipe ? schema.in : schema.unwrap();
    return sampleFor(inner as z.ZodType);
  }
  return undefined;
}

/** A valid body for the endpoint (undefined for a multipart upload or an endpoint without a body). */
export function sampleBody(e: EndpointDefinition): unknown {
  if (e.multipart || !e.body) return undefined;
  return sampleFor(e.body);
}

/** A valid query string for the endpoint ('' without a query schema), every value as text. */
export function sampleQuery(e: EndpointDefinition): string {
  const sample = e.query ? sampleFor(e.query) : undefined;
  if (!sample || typeof sample !== 'object') return '';
  const entries = Object.entries(sample as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined);
  return entries.length > 0 ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : '';
}
