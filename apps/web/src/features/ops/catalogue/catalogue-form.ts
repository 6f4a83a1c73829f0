import { z } from 'zod';
import { type FieldErrors, validateWith } from '../form/form-errors';

/**
 * How the catalogue editor builds a form for any catalogue from what the API says of it (its fields
 * and its item contract as JSON Schema), without knowing the catalogue: each field is text, a
 * number, a choice, a list of texts (typed comma-separated) or a yes/no.
 */
export type FieldKind =
  | { kind: 'text'; maxLength?: number }
  | { kind: 'number' }
  | { kind: 'choice'; options: string[] }
  | { kind: 'list' }
  | { kind: 'flag' };

/** What the form holds: every field as its input's text (a flag as 'true' / 'false'). */
export type FormValues = Record<string, string>;

interface JsonProperty {
  type?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
}

function propertiesOf(schema: Record<string, unknown>): Record<string, JsonProperty> {
  const properties = schema.properties;
  return properties && typeof properties === 'object' ? (properties as Record<string, JsonProperty>) : {};
}

/** The kind of input each field gets, by its JSON Schema type (text when the schema does not say). */
export function fieldKinds(schema: Record<string, unknown>, fields: readonly string[]): Record<string, FieldKind> {
  const properties = propertiesOf(schema);
  const kinds: Record<string, FieldKind> = {};
  for (const field of fields) {
    const p = properties[field] ?? {};
    if (Array.isArray(p.enum)) kinds[field] = { kind: 'choice', options: p.enum.map(String) };
    else if (p.type === 'integer' || p.type === 'number') kinds[field] = { kind: 'number' };
    else if (p.type === 'array') kinds[field] = { kind: 'list' };
    else if (p.type === 'boolean') kinds[field] = { kind: 'flag' };
    else kinds[field] = { kind: 'text', maxLength: p.maxLength };
  }
  return kinds;
}

/** A stored item as the form's texts (a new item: empty texts, the first choice, no). */
export function valuesOf(kinds: Record<string, FieldKind>, item: Record<string, unknown> = {}): FormValues {
  const values: FormValues = {};
  for (const [field, kind] of Object.entries(kinds)) {
    const value = item[field];
    if (kind.kind === 'list') values[field] = Array.isArray(value) ? value.join(', ') : '';
    else if (kind.kind === 'choice') values[field] = value === undefined ? (kind.options[0] ?? '') : String(value);
    else if (kind.kind === 'flag') values[field] = value === true ? 'true' : 'false';
    else values[field] = value === undefined || value === null ? '' : String(value);
  }
  return values;
}

/** The form's texts as the item the contract expects ("" stays "" so that the contract names it). */
export function itemOf(kinds: Record<string, FieldKind>, values: FormValues): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const [field, kind] of Object.entries(kinds)) {
    const text = values[field] ?? '';
    if (kind.kind === 'list')
      item[field] = text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    else if (kind.kind === 'number') item[field] = text.trim() === '' ? undefined : Number(text);
    else if (kind.kind === 'flag') item[field] = text === 'true';
    else item[field] = text;
  }
  return item;
}

/** The item's contract rebuilt from its JSON Schema; undefined if this schema cannot be rebuilt. */
export function contractOf(schema: Record<string, unknown>): z.ZodType | undefined {
  try {
    return z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
  } catch {
    return undefined;
  }
}

/** The first message of each field the contract refuses (none: the item may be sent). */
export function checkItem(contract: z.ZodType | undefined, item: Record<string, unknown>): FieldErrors {
  if (!contract) return {};
  const checked = validateWith(contract, item);
  return checked.ok ? {} : checked.errors;
}

/**
 * What a valid value of the field is, from its JSON Schema, as a message key of `ops.catalogue.rules`
 * and its values: the contract's own messages are English and technical.
 */
export function ruleOf(
  schema: Record<string, unknown>,
  field: string,
): { key: string; values?: Record<string, number> } {
  const p = propertiesOf(schema)[field] ?? {};
  if (Array.isArray(p.enum)) return { key: 'choice' };
  if (p.type === 'integer' || p.type === 'number') {
    return p.minimum !== undefined && p.maximum !== undefined
      ? { key: 'range', values: { min: p.minimum, max: p.maximum } }
      : { key: 'number' };
  }
  if (p.type === 'array') return { key: 'list', values: { max: p.maxItems ?? 0 } };
  if ('pattern' in p) return { key: 'pattern' };
  if (p.maxLength !== undefined) return { key: 'length', values: { min: p.minLength ?? 0, max: p.maxLength } };
  return { key: 'invalid' };
}

/** The item field an envelope's field error names ("item.title" -> "title"), if it is one. */
export function itemFieldOf(field: string | undefined): string | undefined {
  return field?.startsWith('item.') ? field.slice('item.'.length).split('.')[0] : undefined;
}
