import cors from 'cors';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { isOwnDatabaseGtin, securityMessages } from 'schema/validation';
import type { Config } from '../config';
import { publicOrigin } from '../publicOrigin';
import type { Budgets } from '../budgets';
import { catalogueLinks, contextLink, GS1_VOC, handledByLink, LINKSET_CONTEXT, linksetLink, linkTypeTerm } from './links';
import { readDigitalLink, type LinkRefusal } from './read';

export const RESOLVER_DESCRIPTION_PATH = '/.well-known/gs1resolver';
/** GS1 Digital Link URIs of a GTIN: `/01/{gtin}` and what may follow it. */
const GTIN_LINKS = /^\/01(\/|$)/;
const METHODS = ['GET', 'HEAD', 'OPTIONS'];

/**
 * The catalogue as a GS1-Conformant resolver (GS1-Conformant Resolver Standard 1.2.0, decision 043) for the GTINs it
 * holds: `/01/{gtin}` with the standard's key qualifiers and data attributes redirects to the product card, or answers
 * its linkset; a GTIN outside prefix 590 goes on to the global resolver. Public data: open to any origin, no cookie
 * read or made, and never a call to the provider (the card asks for the lookup, as it does when opened directly).
 * Each answer takes a point from the address's visitor budget, as the captcha's challenge does.
 */
export function digitalLinkRoutes(config: Config, budgets: Budgets): Router {
  const router = express.Router();
  const paths = [RESOLVER_DESCRIPTION_PATH, GTIN_LINKS];
  router.all(paths, (req, res, next) => (METHODS.includes(req.method) ? next() : void res.status(405).setHeader('allow', METHODS.join(', ')).end()));
  // Preflights go on to the resolver: the standard wants their answer to carry the linkset's Link too.
  router.all(paths, anyOrigin, withinBudget(budgets));
  router.options(RESOLVER_DESCRIPTION_PATH, (_req, res) => preflight(res));
  router.get(RESOLVER_DESCRIPTION_PATH, (req, res) => {
    res.setHeader('cache-control', 'public, max-age=3600');
    res.json(resolverDescription(publicOrigin(config, req)));
  });
  router.all(GTIN_LINKS, resolve(config));
  // The resolver's root is the home page. The standard's test suite checks HTTPS by fetching it from its own page
  // (`no-cors`), which helmet's `same-origin` policy refuses; the page is public, and a request from another site
  // carries no session cookie (SameSite=Lax).
  router.all('/', (_req, res, next) => {
    res.setHeader('cross-origin-resource-policy', 'cross-origin');
    next();
  });
  return router;
}

const corsForAnyOrigin = cors({
  origin: '*',
  methods: METHODS,
  allowedHeaders: ['accept', 'accept-language'],
  exposedHeaders: ['link', 'retry-after'],
  maxAge: 86_400,
  preflightContinue: true,
});

/** Public data: CORS for any origin, and a page of any site may use the answer (helmet's default keeps it to this one). */
const anyOrigin: RequestHandler = (req, res, next) => {
  res.setHeader('cross-origin-resource-policy', 'cross-origin');
  corsForAnyOrigin(req, res, next);
};

function withinBudget(budgets: Budgets): RequestHandler {
  return async (req, res, next) => {
    const limited = await budgets.forCaller({ address: req.ip ?? 'unknown', bearer: null, member: null }).charge(1);
    if (!limited) return next();
    res.status(429).setHeader('retry-after', String(Math.max(Math.ceil((limited.resetsAt.getTime() - Date.now()) / 1000), 1)));
    res.json({ errors: [{ message: securityMessages.tooManyRequests, extensions: { code: 'RATE_LIMITED', resetsAt: limited.resetsAt.toISOString() } }] });
  };
}

/** The resolver description file (the standard's schema): what this resolver answers and how. */
function resolverDescription(origin: string) {
  return {
    name: 'Katalog produktów GS1 Polska',
    resolverRoot: origin,
    supportedPrimaryKeys: ['01'],
    supportedLinkType: [{ namespace: GS1_VOC, prefix: 'gs1:' }],
    linkTypeDefaultCanBeLinkset: false,
    jsonLdContextLocation: LINKSET_CONTEXT,
  };
}

function resolve(config: Config): RequestHandler {
  return (req, res) => {
    const origin = publicOrigin(config, req);
    const read = readDigitalLink(`${origin}${req.originalUrl}`);
    // A preflight is answered whatever the link: the request that follows gets its own answer, refusal included.
    if ('refusal' in read) return req.method === 'OPTIONS' ? preflight(res) : refuse(res, 400, read.refusal);
    const { gtin14 } = read;
    const global = config.gs1GlobalResolver;
    if (!isOwnDatabaseGtin(gtin14)) {
      res.setHeader('link', [linksetLink(global, gtin14), handledByLink(global)].join(', '));
      // The same path and query, for the global resolver to answer as it answers for every prefix.
      return req.method === 'OPTIONS' ? preflight(res) : redirect(res, `${global}${req.originalUrl}`);
    }
    res.setHeader('link', linksetLink(origin, gtin14));
    if (req.method === 'OPTIONS') return preflight(res);

    res.vary('accept');
    const { links, linkset } = catalogueLinks(origin, gtin14);
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const linkType = new URLSearchParams(search).get('linkType');
    if (linkType === 'linkset' || linkType === 'all' || (linkType === null && asksForLinkset(req))) {
      res.setHeader('link', [linksetLink(origin, gtin14), contextLink].join(', '));
      res.type(req.accepts(['application/linkset+json', 'application/json']) || 'application/linkset+json').send(JSON.stringify(linkset));
      return;
    }
    const term = linkType === null ? 'defaultLink' : linkTypeTerm(linkType);
    const link = term === null ? undefined : links.get(term);
    if (!link) {
      const offered = [...links.keys()].map((name) => `gs1:${name}`).join(', ');
      return refuse(res, 404, { code: 'LINK_TYPE_NOT_FOUND', message: `Ten katalog nie ma dla tego produktu łącza typu ${linkType}. Są łącza typów ${offered} i ich zestaw (linkType=linkset).` });
    }
    // The standard passes the request's query on, for the target to use (a lot's expiry date, a campaign's tag).
    redirect(res, `${link.href}${search}`);
  };
}

/** No `linkType`: the linkset for a client that asks for JSON rather than a page (a browser gets the card). */
function asksForLinkset(req: Request): boolean {
  const preferred = req.accepts(['text/html', 'application/linkset+json', 'application/json']);
  return preferred === 'application/linkset+json' || preferred === 'application/json';
}

function preflight(res: Response): void {
  res.setHeader('allow', METHODS.join(', ')).status(204).end();
}

function redirect(res: Response, location: string): void {
  res.status(307).location(location).end();
}

function refuse(res: Response, status: 400 | 404, { code, message }: LinkRefusal | { code: 'LINK_TYPE_NOT_FOUND'; message: string }): void {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}
