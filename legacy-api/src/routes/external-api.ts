import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router, type Request } from 'express';
import type { AppContext } from '../context.js';
import { findCompany, remainingDownloads } from '../domain/companies.js';
import { findProduct } from '../domain/products.js';
import { detail, methodNotAllowed } from '../http/errors.js';
import { isValidGtin, toGtin14 } from '../lib/checksums.js';
import { LOOKUP_MESSAGES, productAnswerStyle } from './products.js';
import { one } from './query-params.js';

export const EXTERNAL_API_MESSAGES = {
  noKey: 'Brak klucza API (nagłówek Authorization: Api-Key <klucz>)',
  badKey: 'Niepoprawny klucz API',
  limit: 'Limit zapytań API w pakiecie został wyczerpany',
} as const;

/** Swagger UI's files from the npm package (no CDN: the page works offline). */
const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const productSchemaRef = { $ref: '#/components/schemas/Product' };
const problem = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Detail' } } } });

/** The OpenAPI 3 document of the companies' API (`/external_api/v2/`), as drf-spectacular would describe it. */
function openApiDocument(serverUrl: string) {
  return {
    openapi: '3.0.3',
    info: {
      title: 'GS1 Polska – API dla firm',
      version: '2.0.0',
      description:
        'Dane produktów po numerze GTIN dla firm z pakietem obejmującym API. Każde zapytanie wymaga klucza API firmy ' +
        '(strona „Aktywne usługi”) w nagłówku `Authorization: Api-Key <klucz>` i zmniejsza limit API pakietu o jeden.',
    },
    servers: [{ url: serverUrl }],
    security: [{ ApiKey: [] }],
    paths: {
      '/external_api/v2/products/{gtin}/': {
        get: {
          operationId: 'products_retrieve',
          summary: 'Produkt po numerze GTIN',
          description: 'Produkt z bazy GS1 Polska (prefiks 590) lub z globalnego rejestru.',
          parameters: [{ name: 'gtin', in: 'path', required: true, description: 'GTIN-8, -12, -13 lub -14', schema: { type: 'string', pattern: '^(\\d{8}|\\d{12,14})$' }, example: '5901234123457' }],
          responses: {
            200: { description: 'Produkt', content: { 'application/json': { schema: productSchemaRef } } },
            400: problem('Niepoprawny numer GTIN'),
            401: problem('Brak lub niepoprawny klucz API'),
            403: problem('Limit zapytań API w pakiecie został wyczerpany'),
            404: problem('Nie znaleziono'),
          },
        },
      },
    },
    components: {
      securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Api-Key <klucz>' } },
      schemas: {
        Detail: { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] },
        Product: {
          type: 'object',
          properties: {
            gtinNumber: { type: 'string' },
            name: { type: 'string', nullable: true },
            brand: { type: 'string', nullable: true },
            description: { type: 'string', nullable: true },
            gtinStatus: { type: 'string', enum: ['active', 'inactive', 'withdrawn'] },
            imageUrls: { type: 'array', items: { type: 'string', format: 'uri' } },
            netContent: { type: 'array', items: { type: 'object', properties: { value: { type: 'string' }, unit: { type: 'string' } } } },
            targetMarket: { type: 'array', items: { type: 'string' } },
            categoryDetails: { type: 'array', items: { type: 'object', properties: { code: { type: 'string' }, text: { type: 'string' } } } },
            lastModified: { type: 'string', format: 'date-time', nullable: true },
            isGlobal: { type: 'boolean' },
            isVerified: { type: 'boolean' },
            company: { type: 'object', nullable: true, properties: { name: { type: 'string' }, nip: { type: 'string', nullable: true } } },
          },
        },
      },
    },
  };
}

const htmlText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The Swagger UI page over the schema of `schemaPath` (drf-spectacular's SpectacularSwaggerView, with local files). */
function swaggerPage(schemaPath: string): string {
  const assets = '/external_api/v2/schema/swagger-ui/static';
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<title>GS1 Polska – dokumentacja API</title>
<link rel="stylesheet" href="${assets}/swagger-ui.css">
<link rel="icon" type="image/png" href="${assets}/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui" data-schema="${htmlText(schemaPath)}"></div>
<script src="${assets}/swagger-ui-bundle.js"></script>
<script>
  SwaggerUIBundle({ url: document.getElementById('swagger-ui').dataset.schema, dom_id: '#swagger-ui', deepLinking: true, persistAuthorization: true });
</script>
</body>
</html>`;
}

/** The company of an `Authorization: Api-Key <key>` header, else 401. */
function requireApiKey(ctx: AppContext, req: Request) {
  const key = /^Api-Key\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
  if (!key) throw detail(401, EXTERNAL_API_MESSAGES.noKey);
  const company = ctx.db.get<{ id: number }>('SELECT id FROM companies WHERE api_key = ?', [key]);
  if (!company) throw detail(401, EXTERNAL_API_MESSAGES.badKey);
  return findCompany(ctx.db, company.id)!;
}

/**
 * The companies' API documentation at the spec's `/external_api/v2/schema/?company_id=` (OpenAPI, JSON) and
 * `/external_api/v2/schema/swagger-ui/?company_id=` (Swagger UI, served from swagger-ui-dist, no CDN), and the one
 * call it documents, so "Try it out" works with a company's key from the services page.
 */
export function externalApiRoutes(ctx: AppContext): Router {
  const router = Router();
  router
    .route('/external_api/v2/schema/')
    .get(ctx.track, (req, res) => {
      res.set('cache-control', 'no-cache').json(openApiDocument(ctx.config.publicUrl ?? `${req.protocol}://${req.get('host')}`));
    })
    .all(methodNotAllowed);
  router
    .route('/external_api/v2/schema/swagger-ui/')
    .get(ctx.track, (req, res) => {
      const company = one(req.query.company_id);
      const schema = `/external_api/v2/schema/${company ? `?company_id=${encodeURIComponent(company)}` : ''}`;
      res.type('html').set('cache-control', 'no-cache').send(swaggerPage(schema));
    })
    .all(methodNotAllowed);
  router.use('/external_api/v2/schema/swagger-ui/static', express.static(swaggerUiDir, { index: false, maxAge: '1d' }));
  router
    .route('/external_api/v2/products/:gtin/')
    .get(ctx.track, (req, res) => {
      const company = requireApiKey(ctx, req);
      const gtin = String(req.params.gtin);
      if (!isValidGtin(gtin)) throw detail(400, LOOKUP_MESSAGES.badGtin);
      const remaining = remainingDownloads(company);
      if (remaining !== null && remaining <= 0) throw detail(403, EXTERNAL_API_MESSAGES.limit);
      const gtin14 = toGtin14(gtin);
      const style = productAnswerStyle(ctx, req);
      const product = findProduct(ctx.db, gtin14, { isGlobal: false }, style) ?? findProduct(ctx.db, gtin14, { isGlobal: true }, style);
      if (!product) throw detail(404, LOOKUP_MESSAGES.notFound);
      ctx.db.run('UPDATE company_subscriptions SET counter_api = coalesce(counter_api, 0) + 1 WHERE company_id = ?', [company.id]);
      res.json(product);
    })
    .all(methodNotAllowed);
  return router;
}
