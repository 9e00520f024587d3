// The packages' dependency directions (DESIGN.md, Layout), checked by `npm run lint` (`npm run lint:deps`):
//   web → contract;  gateway → db, contract;  workers → db, contract;  db → contract;  contract → zod only.
// The gateway and the workers never import each other, and no package reaches into another's files by a
// relative path. Only src/ folders are checked: tests may import across packages (integration tests).
// Workspace imports resolve to the package's dist/ (db/dist/…), or stay a bare name (@tradehub/db) while
// dist/ is not built yet: each rule matches both.
// Inside db, the domain's areas stand in levels (DOMAIN_AREAS_BOTTOM_UP below): each imports only the ones
// under it, on the ground floor of shared arithmetic.
// infra/test/unit/dependency-rules.test.ts proves each rule catches a violation (fixtures in
// infra/test/fixtures/forbidden-imports/) and that the real tree has none.

/** Server-only npm packages: none of them may reach the browser bundle or the contract. */
const SERVER_ONLY_PACKAGES =
  'node_modules/(@mikro-orm|@electric-sql|ioredis|bullmq|pg|pg-[a-z-]+|fastify|@fastify|socket\\.io|@socket\\.io/redis-[a-z-]+|nodemailer|pino|pdfkit|exceljs|svg-to-pdfkit|@node-rs|yauzl)/';

/** The PDF, XLSX and chart libraries of the report builder: only the workers (and the web's charts) use them. */
const REPORT_LIBRARIES = 'node_modules/(pdfkit|exceljs|svg-to-pdfkit|echarts|zrender)/';

/**
 * The domain's areas (db/src/domain/<area>/), lowest first: an area imports only the areas before it (and the
 * domain's shared modules at db/src/domain/*.ts: errors, the actor, CommandEffects, area events). A rule cannot
 * say "not both ways" (it sees one import at a time), so the order says it instead, and more: no two areas
 * import each other, not even through a third. An explicit list was chosen over a test that pairs up
 * depcruise's edges because it is one rule that `npm run lint:deps` runs with the others, and the list is the
 * map of the levels a reader wants anyway (ARCHITECTURE.md, 'The domain in levels'). A new area is placed
 * here (domain-areas-are-listed); an import against the order is turned around by moving what both need down
 * (a constant, a rule) or by an area event (db/src/domain/area-events.ts).
 */
const DOMAIN_AREAS_BOTTOM_UP = [
  // The ground floor: the arithmetic fx, risk and the dashboard share (levels, rounding, statistics, VaR,
  // currency conversion and impact, budget rates). It imports nothing of db (domain-arithmetic-is-the-ground-floor).
  'arithmetic',
  // What every command writes or calls, and what tells the world: they know no business area.
  'audit',
  'notifications',
  'developers',
  'webhooks',
  'ai',
  // Organisations and who works in them, with the rules payments and suppliers apply.
  'accounts',
  'auth',
  'settings',
  'quotas',
  'policies',
  // What is owed, what it is worth in FX, and the dashboard over it.
  'bills',
  'fx',
  'risk',
  'team',
  'reports',
  // Who is paid, and the payments and batches that pay them.
  'suppliers',
  'payments',
  'batches',
];

/** One rule per area, all of one name: the area may not import an area listed after it. */
const domainAreasImportDownwards = DOMAIN_AREAS_BOTTOM_UP.slice(0, -1).map((area, index) => ({
  name: 'domain-areas-import-downwards',
  severity: 'error',
  comment:
    `The domain's areas import one way only, down DOMAIN_AREAS_BOTTOM_UP (.dependency-cruiser.cjs): ${area} ` +
    'may not import an area listed after it. Move what both need down, or raise an area event ' +
    '(db/src/domain/area-events.ts) that the higher area handles.',
  from: { path: `^db/src/domain/${area}/` },
  to: { path: `^db/src/domain/(${DOMAIN_AREAS_BOTTOM_UP.slice(index + 1).join('|')})/` },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle of run-time imports between modules: split the shared part out instead. Cycles through a ' +
        'type-only or a lazy import() edge load fine and are allowed; so are the MikroORM entities, whose ' +
        'relations point both ways and are resolved lazily (`() => p.manyToOne(Supplier)`). Between packages ' +
        'every import counts: the direction rules below forbid any package cycle.',
      from: { pathNot: '^db/src/entities/' },
      to: {
        circular: true,
        viaOnly: { pathNot: '^db/src/entities/', dependencyTypesNot: ['type-only', 'dynamic-import'] },
      },
    },
    {
      name: 'web-imports-only-the-contract',
      severity: 'error',
      comment:
        'The web app may import the contract (@tradehub/contract), its own files and browser-safe npm packages.',
      from: { path: '^web/src/' },
      to: {
        pathNot: ['^web/', '^gateway/contract/'],
        path: ['^(gateway|workers|db|infra|loadtests)/', '^@tradehub/(?!contract)', SERVER_ONLY_PACKAGES],
      },
    },
    {
      name: 'web-no-node-builtins',
      severity: 'error',
      comment: 'The web app runs in the browser: no node: built-in modules.',
      from: { path: '^web/src/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contract-imports-only-zod',
      severity: 'error',
      comment:
        'The contract is browser-safe: it imports its own files and zod only (no other workspace, no node: built-in, no server package).',
      from: { path: '^gateway/contract/src/' },
      to: { pathNot: ['^gateway/contract/src/', '^node_modules/zod/'] },
    },
    {
      name: 'db-imports-only-the-contract',
      severity: 'error',
      comment:
        'db (entities, migrations, domain modules, queues) may import the contract, and no other workspace.',
      from: { path: '^db/src/' },
      to: {
        path: ['^(gateway|workers|web|infra|loadtests)/', '^@tradehub/(?!contract|db)'],
        pathNot: '^gateway/contract/',
      },
    },
    {
      name: 'gateway-not-workers',
      severity: 'error',
      comment:
        'The gateway never imports the workers: what both need lives in @tradehub/db or @tradehub/contract.',
      from: { path: '^gateway/src/' },
      to: { path: ['^workers/', '^@tradehub/workers'] },
    },
    {
      name: 'workers-not-gateway',
      severity: 'error',
      comment: 'The workers never import the gateway (only its sibling package, the contract).',
      from: { path: '^workers/src/' },
      to: { path: ['^gateway/', '^@tradehub/gateway'], pathNot: '^gateway/contract/' },
    },
    {
      name: 'gateway-and-db-no-report-libraries',
      severity: 'error',
      comment:
        'pdfkit and echarts stay in the workers: the gateway image does not ship them (exceljs: below).',
      from: { path: '^(gateway|db)/src/' },
      to: { path: REPORT_LIBRARIES, pathNot: 'node_modules/exceljs/' },
    },
    {
      name: 'gateway-and-db-exceljs-only-to-read-batch-files',
      severity: 'error',
      comment:
        'exceljs ships in the gateway image to read uploaded batch payment files (XLSX, after xlsx-parts.ts ' +
        'unpacked them under a cap) and to stream the accounting export (writing only, row by row); reports ' +
        'stay in the workers.',
      from: {
        path: '^(gateway|db)/src/',
        pathNot: ['^gateway/src/payments/batch-file\\.ts$', '^gateway/src/accounting/accounting-xlsx\\.ts$'],
      },
      to: { path: 'node_modules/exceljs/' },
    },
    {
      name: 'gateway-and-db-unzip-only-under-the-cap',
      severity: 'error',
      comment:
        'Zip archives from uploads are unpacked in one module, under a cap on the bytes actually inflated ' +
        '(gateway/src/payments/xlsx-parts.ts): unzipping anywhere else would bypass it.',
      from: { path: '^(gateway|db)/src/', pathNot: '^gateway/src/payments/xlsx-parts\\.ts$' },
      to: { path: 'node_modules/(yauzl|fflate|jszip|unzipper)/' },
    },
    {
      name: 'effects-only-through-domain-commands',
      severity: 'error',
      comment:
        'Audit rows, activities and notifications (DomainEvents) and outbox rows (enqueueJob, pushSocket, ' +
        'outboxBroadcaster) are written only by the domain commands in db/src/domain, in the transaction of ' +
        'the change they belong to: the gateway and the workers call a command. @tradehub/db does not export ' +
        'these writers; this forbids reaching them by a deep import or a new export path. Declared ' +
        'exceptions, not effects of a committed change: the AI question job the HTTP request waits for ' +
        '(gateway/src/routes/ai) and the hourly risk fan-out (workers/src/processors/risk.ts); among socket ' +
        'pushes, live FX and report progress ticks. Every mail, the resend and forgot-password ones included, ' +
        'is an outbox row of a domain command.',
      from: { path: '^(gateway|workers)/src/' },
      to: {
        path: [
          '^db/(src|dist)/(outbox/writer|domain/notifications/domain-events|domain/audit/record-audit)\\.',
          '^@tradehub/db/.*(outbox[/-]writer|domain-events|record-audit)',
        ],
      },
    },
    ...domainAreasImportDownwards,
    {
      name: 'domain-areas-are-listed',
      severity: 'error',
      comment:
        'Every folder of db/src/domain is an area with its place in DOMAIN_AREAS_BOTTOM_UP (.dependency-cruiser.cjs), ' +
        'so the order holds for it too: list a new area where the areas it imports are below it.',
      from: {
        path: '^db/src/domain/[^/]+/',
        pathNot: `^db/src/domain/(${DOMAIN_AREAS_BOTTOM_UP.join('|')})/`,
      },
      to: {},
    },
    {
      name: 'domain-arithmetic-is-the-ground-floor',
      severity: 'error',
      comment:
        'db/src/domain/arithmetic is the ground floor fx, risk and the dashboard stand on: pure arithmetic over ' +
        "the contract's money and rates. It imports nothing else of db: no area, no entity, not the domain's " +
        'shared modules.',
      from: { path: '^db/src/domain/arithmetic/' },
      to: { path: '^db/src/', pathNot: '^db/src/domain/arithmetic/' },
    },
    {
      name: 'webhooks-only-record-and-deliver',
      severity: 'error',
      comment:
        'db/src/domain/webhooks records events and delivers them; each area builds its own payloads and records ' +
        'its events (bills/bill-webhooks.ts, payments/payment-webhooks.ts, …). webhooks imports no area but ' +
        "developers, whose console it tells of a delivery's outcome.",
      from: { path: '^db/src/domain/webhooks/' },
      to: { path: '^db/src/domain/[^/]+/', pathNot: '^db/src/domain/(webhooks|developers)/' },
    },
    {
      name: 'no-relative-import-across-packages',
      severity: 'error',
      comment:
        'Import another package by its name (@tradehub/db, …), never by a relative path into its files.',
      from: { path: '^(gateway/contract|db|gateway|workers|web|infra|loadtests)/src/' },
      // loadtests/ is a bench harness built with infra's test support (loadtests/tsconfig.json): test code.
      to: { dependencyTypes: ['local'], pathNot: ['^$1/src/', '^infra/test-support/'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing (a typo, or a package missing from package.json).',
      from: {},
      // A workspace package resolves to its dist/, absent before the first build (`npm run lint` runs
      // first in `npm test`): its edge then ends at the bare name, which the rules above match too.
      to: { couldNotResolve: true, pathNot: '^@tradehub/' },
    },
  ],
  options: {
    // Type-only imports count: the packages need each other's declarations at build time.
    tsPreCompilationDeps: true,
    // Workspace packages resolve (through node_modules/@tradehub symlinks) to their dist/ folders: record
    // the edge, but do not walk into built files or npm packages.
    doNotFollow: { path: ['node_modules', '(^|/)dist/'] },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // Not 'types': an edge to a workspace package then points at its dist/*.js, as at run time.
      conditionNames: ['import', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
