/**
 * The gateway's floors (docs/architecture.md "The gateway's floors"): every module has one, imports run only down or
 * sideways, and no import circle closes, type-only imports counted (ESLint's import-x/no-cycle skips those). Run by
 * `pnpm lint` over `gateway/src`, tests excluded (they drive the gateway as a whole).
 */
const src = '^gateway/src/';
const FLOORS = [
  ['composition', `${src}(main|app|appServer|lifecycle|webApp|renderedPages|prerendered|integratorDocs|schema|readiness|compiledExecution|accessLog|drawnPageBodies|errors)\\.ts$|${src}bench/`],
  ['edges', `${src}(resolvers|files|digital-link)/`],
  ['context', `${src}context\\.ts$`],
  ['services', `${src}(access|session|security|budgets)/|${src}(pendingOrders|cache)\\.ts$`],
  ['contract', `${src}contract/|${src}__generated__/resolvers\\.ts$`],
  ['legacy', `${src}legacy/`],
  ['base', `${src}(config|redis|fileNames|trust-proxy|publicOrigin)\\.ts$|${src}observability/|${src}__generated__/(types\\.ts|trusted-documents\\.json)$`],
];
const anyFloor = FLOORS.map(([, path]) => path);

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'An import circle, type-only imports counted.', from: {}, to: { circular: true } },
    {
      name: 'no-floor',
      severity: 'error',
      comment: 'Every gateway module has a floor: add it to FLOORS in .dependency-cruiser.cjs (and docs/architecture.md).',
      from: { path: src },
      to: { path: src, pathNot: anyFloor },
    },
    ...FLOORS.slice(1).map(([name, path], index) => ({
      name: `upward-from-${name}`,
      severity: 'error',
      comment: `The ${name} floor imports only its own floor and the ones below it (${FLOORS.slice(index + 2).map(([n]) => n).join(', ') || 'none'}).`,
      from: { path },
      to: { path: FLOORS.slice(0, index + 1).map(([, p]) => p) },
    })),
    {
      name: 'resolvers-and-files-apart',
      severity: 'error',
      comment: 'The graph and the /files routes share the floors below them, not each other.',
      from: { path: `${src}(resolvers|files)/` },
      to: { path: `${src}(resolvers|files)/`, pathNot: `${src}$1/` },
    },
    {
      name: 'budgets-through-index',
      severity: 'error',
      comment: 'The budgets are one home: the rest of the gateway imports budgets/index.ts, never a file behind it.',
      from: { path: src, pathNot: `${src}budgets/` },
      to: { path: `${src}budgets/`, pathNot: `${src}budgets/index\\.ts$` },
    },
    {
      name: 'digital-link-alone',
      severity: 'error',
      comment: 'The Digital Link resolver answers from the request alone: no provider, session or policy (decision 043).',
      from: { path: `${src}digital-link/` },
      to: { path: `${src}(legacy|session|access|contract|resolvers|files|context)` },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    // An absolute path: a relative one is read against the wrong folder when the config extends another.
    tsConfig: { fileName: `${__dirname}/gateway/tsconfig.json` },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.ts$', `${src}test/`] },
  },
};
