import { errorCodes } from '@drivecare/contract/errors';
import { z, type core } from 'zod';
import { callerDescriptions, type Domain, type Operation, type Success } from './operation.ts';
import { analytics } from './paths/analytics.ts';
import { announcements } from './paths/announcements.ts';
import { appointments } from './paths/appointments.ts';
import { auth } from './paths/auth.ts';
import { calendarFeeds } from './paths/calendar-feeds.ts';
import { catalogue } from './paths/catalogue.ts';
import { membership } from './paths/membership.ts';
import { invoicePayments } from './paths/invoice-payments.ts';
import { notifications } from './paths/notifications.ts';
import { operations } from './paths/operations.ts';
import { people } from './paths/people.ts';
import { vehicles } from './paths/vehicles.ts';
import { visits } from './paths/visits.ts';
import { waitlist } from './paths/waitlist.ts';
import { support } from './paths/support.ts';
import { invoices } from './paths/invoices.ts';

export const domains: Domain[] = [auth, people, vehicles, catalogue, appointments, waitlist, calendarFeeds, visits, invoices, invoicePayments, support, membership, analytics, announcements, notifications, operations];

type JsonSchema = Record<string, unknown>;
type OperationObject = Record<string, unknown> & { 'x-caller': string };
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, OperationObject>>;
  components: Record<string, Record<string, unknown>>;
}

/** JSON Schema 2020-12 (the dialect of OpenAPI 3.1); requests describe what is accepted, answers what is sent. */
function toSchema(schema: core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** Hono's "/a/:id/*" as OpenAPI's "/a/{id}/{path}". */
export const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');

function parameters(path: string, op: Operation) {
  const inPath = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (!op.query) return inPath;
  const query = toSchema(op.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  const inQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema,
  }));
  return [...inPath, ...inQuery];
}

function requestBody(body: Operation['body']) {
  if (!body) return undefined;
  if ('multipart' in body) {
    return { required: true, description: body.multipart, content: { 'multipart/form-data': { schema: { type: 'object' } } } };
  }
  if ('raw' in body) return { required: true, description: body.raw, content: { 'application/json': { schema: { type: 'object' } } } };
  return { required: true, content: { 'application/json': { schema: toSchema(body, 'input') } } };
}

function successResponse(success: Success) {
  const status = String(success.status ?? 200);
  if (status === '204' || status === '302') return { [status]: { description: success.description ?? 'No content.' } };
  if (success.mediaType) return { [status]: { description: success.description ?? 'OK', content: { [success.mediaType]: {} } } };
  const named = success.type ? { type: 'object', title: success.type, description: `${success.type} (packages/contract)` } : { type: 'object' };
  const schema = success.schema ? toSchema(success.schema, 'output') : success.array ? { type: 'array', items: named } : named;
  const description = success.description ?? (success.type ? `${success.array ? 'A list of ' : ''}${success.type}` : 'OK');
  return { [status]: { description, content: { 'application/json': { schema } } } };
}

const error = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } });

function errorResponses(path: string, op: Operation) {
  const hasInput = op.body !== undefined || op.query !== undefined || path.includes('{');
  return {
    ...(hasInput && { 400: error('Invalid input; `fields` names each wrong field.') }),
    ...(op.caller !== 'public' && { 401: error('Not signed in, or the account was banned.') }),
    ...(['member', 'owner', 'admin'].includes(op.caller) && { 403: error(op.caller === 'admin' ? 'Not an administrator.' : 'The e-mail address is not verified yet.') }),
    ...(path.includes('{') && { 404: error(op.caller === 'owner' ? 'No such record of the caller.' : 'No such record.') }),
    ...(op.body !== undefined && typeof op.body === 'object' && 'multipart' in op.body && { 413: error('The file is too large.') }),
    ...(op.limited && { 429: error('Too many requests; wait a moment.') }),
  };
}

function operationObject(key: string, path: string, op: Operation, tag: string): OperationObject {
  const body = requestBody(op.body);
  return {
    tags: [tag],
    operationId: key.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/_$/, ''),
    summary: op.summary,
    description: [`**Caller:** ${callerDescriptions[op.caller]}`, op.description].filter(Boolean).join('\n\n'),
    'x-caller': op.caller,
    security: op.caller === 'public' ? [] : [{ session: [] }],
    parameters: parameters(path, op),
    ...(body && { requestBody: body }),
    responses: { ...successResponse(op.success), ...errorResponses(path, op) },
  };
}

/** The OpenAPI 3.1 document of every route the app serves, built from the per-domain tables in paths/. */
export function buildOpenApiDocument(productName: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const domain of domains) {
    for (const [key, op] of Object.entries(domain.operations)) {
      const [method, honoPath] = key.split(' ') as [string, string];
      const path = openApiPath(honoPath);
      const item = (paths[path] ??= {});
      if (item[method.toLowerCase()]) throw new Error(`${key} is described twice`);
      item[method.toLowerCase()] = operationObject(key, path, op, domain.tag);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${productName} API`,
      version: '1.0.0',
      description: 'The JSON API behind the web app. Errors share one shape (`ApiError`); each operation says who may call it (`x-caller`).',
    },
    tags: domains.map(({ tag, description }) => ({ name: tag, description })),
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'drivecare.session_token',
          description: 'The session cookie set by sign-in (named `__Secure-drivecare.session_token` over https).',
        },
      },
      schemas: {
        ApiError: toSchema(
          z.object({ error: z.object({ code: z.enum(errorCodes), message: z.string(), fields: z.record(z.string(), z.string()).optional() }) }),
          'output',
        ),
      },
    },
  };
}
