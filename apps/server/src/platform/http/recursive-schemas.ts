import type { EndpointDefinition } from '@qis/shared';
import * as shared from '@qis/shared';
import { z } from 'zod';

type Walkable = z.ZodType & { _zod: { def: Record<string, unknown>; innerType?: z.ZodType } };

/** The schemas a schema is made of, whatever its kind (object fields, elements, options, wrapped schemas, lazy). */
function parts(schema: Walkable): z.ZodType[] {
  const def = schema._zod.def;
  // A lazy schema's inner schema is made once and cached; calling its getter would make a new one each time.
  if (def.type === 'lazy') return schema._zod.innerType ? [schema._zod.innerType] : [];
  const found: z.ZodType[] = [];
  for (const [key, value] of Object.entries(def)) {
    if (value instanceof z.ZodType) found.push(value);
    else if (Array.isArray(value)) found.push(...value.filter((v): v is z.ZodType => v instanceof z.ZodType));
    else if (key === 'shape' && value && typeof value === 'object')
      found.push(...Object.values(value).filter((v): v is z.ZodType => v instanceof z.ZodType));
  }
  return found;
}

/**
 * Every schema that contains itself (a tree node whose `children` are nodes), found by walking the endpoints'
 * schemas. Such a schema can only be described in OpenAPI as a named component that refers to itself.
 */
export function findRecursiveSchemas(endpoints: readonly EndpointDefinition[]): Set<z.ZodType> {
  const recursive = new Set<z.ZodType>();
  const done = new Set<z.ZodType>();
  const onPath = new Set<z.ZodType>();
  const visit = (root: z.ZodType) => {
    // Iterative depth-first walk: 'enter' puts a schema on the path, 'leave' takes it off.
    const stack: Array<{ schema: z.ZodType; leave: boolean }> = [{ schema: root, leave: false }];
    while (stack.length > 0) {
      const { schema, leave } = stack.pop() as { schema: z.ZodType; leave: boolean };
      if (leave) {
        onPath.delete(schema);
        done.add(schema);
        continue;
      }
      if (onPath.has(schema)) {
        recursive.add(schema);
        continue;
      }
      if (done.has(schema)) continue;
      onPath.add(schema);
      stack.push({ schema, leave: true });
      for (const part of parts(schema as Walkable)) stack.push({ schema: part, leave: false });
    }
  };
  for (const e of endpoints) for (const schema of [e.params, e.query, e.body, e.data]) if (schema) visit(schema);
  return recursive;
}

/**
 * A registry naming each recursive schema of the endpoints, for the OpenAPI document's components: the name it is
 * exported under from `@qis/shared` where it is exported, otherwise the first endpoint using it and a number.
 */
export function recursiveSchemaRegistry(endpoints: readonly EndpointDefinition[]) {
  const exportedNames = new Map<unknown, string>();
  for (const [name, value] of Object.entries(shared)) if (value instanceof z.ZodType) exportedNames.set(value, name);
  const registry = z.registry<{ id?: string | undefined; [key: string]: unknown }>();
  let unnamed = 0;
  for (const schema of findRecursiveSchemas(endpoints)) {
    unnamed += 1;
    registry.add(schema, { id: exportedNames.get(schema) ?? `RecursiveSchema${unnamed}` });
  }
  return registry;
}
