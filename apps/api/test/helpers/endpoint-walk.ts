// Walks the endpoint contracts of the shared package (every `*_ENDPOINTS` object it exports):
// which ones a role may read by the permission table, every call worth making to each (each
// known id in its path, each value of its filters in turn), and the answer read as a person
// would read it: JSON and CSV as text, an Excel file unzipped (every part of it), a PDF's text.
// A new endpoint is walked without editing anything here.
import JSZip from 'jszip';
import { PDFParse } from 'pdf-parse';
import * as shared from '@portal/shared';
import { canWrite, getAccess, type EndpointDefinition, type Role } from '@portal/shared';
import type { LightMyRequestResponse } from 'fastify';

export interface Contract {
  /** `STUDENT_ENDPOINTS.get`. */
  name: string;
  endpoint: EndpointDefinition;
}

function isEndpoint(value: unknown): value is EndpointDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { method?: unknown }).method === 'string' &&
    typeof (value as { path?: unknown }).path === 'string' &&
    'access' in value &&
    'responses' in value
  );
}

/** Every contract the shared package exports, named after where it sits. */
export function allContracts(): Contract[] {
  const found: Contract[] = [];
  const seen = new Set<EndpointDefinition>();
  const visit = (value: unknown, name: string) => {
    if (isEndpoint(value)) {
      if (!seen.has(value)) found.push({ name, endpoint: value });
      seen.add(value);
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    for (const [key, inner] of Object.entries(value)) visit(inner, `${name}.${key}`);
  };
  for (const [name, value] of Object.entries(shared)) {
    if (name.endsWith('_ENDPOINTS')) visit(value, name);
  }
  return found;
}

/** The contracts that read (GET) and that `role` may call: public ones and its areas'. */
export function readableContracts(role: Role): Contract[] {
  return allContracts().filter(({ endpoint }) => {
    if (endpoint.method !== 'GET') return false;
    if (endpoint.access === 'public') return true;
    if (!getAccess(role, endpoint.access.area)) return false;
    return endpoint.access.mode === 'read' || canWrite(role, endpoint.access.area);
  });
}

/** What a path parameter or query field takes, read from its Zod schema. */
type FieldKind =
  | { kind: 'enum'; values: string[] }
  | { kind: 'number' }
  | { kind: 'string' }
  | { kind: 'boolean' };

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}

function kindOf(schema: ZodLike): { field: FieldKind; isOptional: boolean } {
  let current = schema;
  let isOptional = false;
  for (;;) {
    const def = current._zod.def;
    if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') {
      isOptional = true;
      current = def.innerType as ZodLike;
    } else if (def.type === 'pipe') {
      current = def.in as ZodLike;
    } else if (def.type === 'enum') {
      const values = Object.values(def.entries as Record<string, string>);
      return { field: { kind: 'enum', values }, isOptional };
    } else if (def.type === 'number' || def.type === 'int') {
      return { field: { kind: 'number' }, isOptional };
    } else if (def.type === 'boolean') {
      return { field: { kind: 'boolean' }, isOptional };
    } else {
      return { field: { kind: 'string' }, isOptional };
    }
  }
}

function fieldsOf(schema: unknown): Array<{ name: string; field: FieldKind; isOptional: boolean }> {
  let current = schema as ZodLike | undefined;
  while (current && current._zod.def.type === 'pipe') current = current._zod.def.in as ZodLike;
  if (!current || current._zod.def.type !== 'object') return [];
  const shape = current._zod.def.shape as Record<string, ZodLike>;
  return Object.entries(shape).map(([name, inner]) => ({ name, ...kindOf(inner) }));
}

/** Values the walk knows for a field of that name: ids of records, slugs, the caller's tokens. */
export interface KnownValues {
  /** Every id of the world's records, whatever the table. */
  ids: number[];
  /** Ids of one kind, for fields named after it (`sponsorId`, `periodId`...). */
  idsByField: Record<string, number[]>;
  /** Values of text fields by name (`slug`, `refresh`...). */
  textByField: Record<string, string[]>;
}

/** Fields of a list that only page through it or search it: the walk reads the first page. */
const PAGING_AND_SEARCH = new Set(['page', 'pageSize', 'cursor', 'q']);

function valuesFor(name: string, field: FieldKind, known: KnownValues): string[] {
  switch (field.kind) {
    case 'enum':
      return field.values;
    case 'boolean':
      return ['true', 'false'];
    case 'number':
      return (known.idsByField[name] ?? known.ids).map(String);
    case 'string':
      return known.textByField[name] ?? ['unknown'];
  }
}

function product(lists: Array<[string, string[]]>): Array<Record<string, string>> {
  return lists.reduce<Array<Record<string, string>>>(
    (combos, [name, values]) =>
      combos.flatMap((combo) => values.map((value) => ({ ...combo, [name]: value }))),
    [{}],
  );
}

/**
 * Every URL to read for a contract: each combination of known values of its path parameters and
 * required query fields; then each value of each optional filter, one filter at a time.
 */
export function urlsFor(endpoint: EndpointDefinition, known: KnownValues): string[] {
  const params = fieldsOf(endpoint.params);
  const query = fieldsOf(endpoint.query).filter(({ name }) => !PAGING_AND_SEARCH.has(name));
  const required = query.filter(({ isOptional }) => !isOptional);
  const optional = query.filter(({ isOptional }) => isOptional);
  const bases = product([
    ...params.map(({ name, field }): [string, string[]] => [name, valuesFor(name, field, known)]),
    ...required.map(({ name, field }): [string, string[]] => [name, valuesFor(name, field, known)]),
  ]);
  const paramNames = new Set(params.map(({ name }) => name));
  const hasPageSize = fieldsOf(endpoint.query).some(({ name }) => name === 'pageSize');
  const urls = new Set<string>();
  for (const base of bases) {
    const path = shared.endpointPath(endpoint, base);
    const baseQuery = Object.entries(base).filter(([name]) => !paramNames.has(name));
    const withQuery = (extra: Array<[string, string]>) => {
      const search = new URLSearchParams([...baseQuery, ...extra]).toString();
      return search ? `${path}?${search}` : path;
    };
    urls.add(withQuery([]));
    // A page of one row, so that the answer carries the cursors of the next page.
    if (hasPageSize) urls.add(withQuery([['pageSize', '1']]));
    for (const { name, field } of optional) {
      for (const value of valuesFor(name, field, known)) {
        urls.add(withQuery([[name, value]]));
        // Each order's cursors carry its own keys.
        if (name === 'sort' && hasPageSize)
          urls.add(
            withQuery([
              [name, value],
              ['pageSize', '1'],
            ]),
          );
      }
    }
  }
  return [...urls];
}

/**
 * For a contract with a search box (`q`): the URL of a search for `text`, its other fields left
 * to their defaults (the first known value of a required one). Undefined without a search.
 */
export function searchUrlFor(
  endpoint: EndpointDefinition,
  known: KnownValues,
): ((text: string) => string) | undefined {
  const query = fieldsOf(endpoint.query);
  if (!query.some(({ name }) => name === 'q')) return undefined;
  const params = fieldsOf(endpoint.params);
  const base = Object.fromEntries(
    [...params, ...query.filter(({ isOptional }) => !isOptional)].map(({ name, field }) => [
      name,
      valuesFor(name, field, known)[0] ?? 'unknown',
    ]),
  );
  const path = shared.endpointPath(endpoint, base);
  const rest = Object.entries(base).filter(
    ([name]) => !params.some((param) => param.name === name),
  );
  return (text) => `${path}?${new URLSearchParams([...rest, ['q', text]]).toString()}`;
}

/**
 * What a search found, to compare with another search: a page's rows and total, or a file's
 * lines (a search that finds more rows answers differently).
 */
export function foundBy(response: LightMyRequestResponse): string {
  if (response.statusCode >= 300) return `status ${response.statusCode}`;
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('application/json')) {
    const body = response.json<{ items?: unknown[]; total?: number }>();
    return `${body.items?.length ?? '-'} rows, total ${body.total ?? '-'}`;
  }
  return `${response.body.split('\n').filter(Boolean).length} lines`;
}

/** The answer as text a person could read: what the walk looks for markers in. */
export async function answerText(response: LightMyRequestResponse): Promise<string> {
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('spreadsheetml') || type.includes('application/zip')) {
    const zip = await JSZip.loadAsync(response.rawPayload);
    const parts = await Promise.all(
      Object.values(zip.files).map((file) => (file.dir ? '' : file.async('string'))),
    );
    return parts.join('\n');
  }
  if (type.includes('application/pdf')) {
    const parser = new PDFParse({ data: response.rawPayload });
    try {
      // The document's properties (author, title...) as well as its pages.
      const info = await parser.getInfo();
      return `${JSON.stringify(info.info ?? {})}\n${(await parser.getText()).text}`;
    } finally {
      await parser.destroy();
    }
  }
  // Pictures carry no text worth reading (photos are re-encoded without their metadata).
  if (type.startsWith('image/')) return '';
  return `${response.body}\n${decodedTokens(response.body).join('\n')}`;
}

/**
 * What opaque values of an answer say when decoded: a list's cursors are base64url JSON of the
 * sort keys of a row, readable by anyone who decodes them.
 */
function decodedTokens(body: string): string[] {
  const tokens = body.match(/"[A-Za-z0-9_-]{12,}"/g) ?? [];
  return tokens.flatMap((token) => {
    const decoded = Buffer.from(token.slice(1, -1), 'base64url').toString('utf8');
    return /^[[{]/.test(decoded) ? [decoded] : [];
  });
}

/** The portal's own links an answer hands out (photos, attachments): the walk follows them. */
export function linksIn(text: string): string[] {
  const links = text.match(/\/edrocks\/api\/files\/[^"\s<>\\]+/g) ?? [];
  return [...new Set(links)];
}
