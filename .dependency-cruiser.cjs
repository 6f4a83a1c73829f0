/**
 * The layer rules of docs/code-style.md, checked by dependency-cruiser in the README's test command
 * (`npm run lint:imports`). A wrong import fails with the rule's name and the comment below it.
 *
 * Paths are repository-relative. Test files may reach into the code they test, so the rules that
 * guard a layer's public face leave `*.test.ts`, the API's cross-cutting `test/` folder and the
 * modules' `test/` folders (their helpers: the payments' test app builds on the console's) out.
 */
const TESTS = ['\\.test\\.tsx?$', '^apps/api/test/', '^apps/api/src/modules/[^/]+/test/'];
const WEB = '^apps/web/src/';
const API = '^apps/api/src/';
const SHARED = '^packages/shared/src/';
/** A module's public face: its index.ts. Everything else in a module folder is its internals. */
const MODULE_INDEX = `${API}modules/[^/]+/index\\.ts$`;
/**
 * What a module declares for the combining files (db/types.ts, db/migrations/index.ts, db/seed.ts,
 * config.ts): its table types, migration list, seed and config slice. Besides index.ts, only these.
 */
const MODULE_DECLARATIONS = `${API}modules/[^/]+/([^/]+\\.(tables|config|seed)\\.ts|migrations/index\\.ts)$`;

module.exports = {
  forbidden: [
    // ---- web app ----
    {
      name: 'web-feature-to-feature',
      comment:
        'A product area (features/<area>) never imports another one. Move what both need down: to components/, lib/ or shell/.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-lower-layer-to-upper',
      comment:
        'lib/, platform/, components/ and i18n/ sit below the shell and the features: never import shell/ or features/. Pass handlers in instead.',
      severity: 'error',
      from: { path: `${WEB}(lib|platform|components|i18n)/` },
      to: { path: `${WEB}(shell|features|app)/` },
    },
    {
      name: 'web-shell-to-feature',
      comment:
        'The shell is app-wide machinery and knows no product area: features import the shell, never the other way. Let the feature register what the shell shows.',
      severity: 'error',
      from: { path: `${WEB}shell/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-platform-adapter',
      comment:
        'Only platform/ imports an adapter (platform/adapters/*): everything else uses the one host port of platform/index.ts.',
      severity: 'error',
      from: { pathNot: `${WEB}platform/` },
      to: { path: `${WEB}platform/adapters/` },
    },
    {
      name: 'web-to-api',
      comment: 'The web app talks to the API over HTTP only; shared types come from @app/shared.',
      severity: 'error',
      from: { path: WEB },
      to: { path: '^apps/api/' },
    },
    // ---- API ----
    {
      name: 'api-lower-layer-to-upper',
      comment:
        'lib/ is the bottom layer of the API: it never imports db/, jobs/, plugins/ or modules/. Move the type it needs into lib/.',
      severity: 'error',
      from: { path: `${API}lib/` },
      to: { path: `${API}(db|jobs|plugins|modules)/` },
    },
    {
      name: 'api-jobs-to-module',
      comment:
        'jobs/ (the durable job runner) sits beside db/, under every module: modules import it, it imports no module and no plugin. A module registers its handlers through ModuleDeps.jobs (jobs/README.md).',
      severity: 'error',
      from: { path: `${API}jobs/`, pathNot: TESTS },
      to: { path: `${API}(modules|plugins)/` },
    },
    {
      name: 'api-db-to-module-internals',
      comment:
        "db/ only combines what modules declare, through each module's index.ts; it never imports plugins/ or a module's internals.",
      severity: 'error',
      from: { path: `${API}db/` },
      to: { path: `${API}(plugins/|modules/)`, pathNot: [MODULE_INDEX, MODULE_DECLARATIONS] },
    },
    {
      name: 'api-module-to-plugins',
      comment:
        'Modules (the sign-in core included) never import plugins/: the types they share with plugins live in lib/.',
      severity: 'error',
      from: { path: `${API}modules/` },
      to: { path: `${API}plugins/` },
    },
    {
      name: 'api-module-internals',
      comment: "A module uses another module only through that module's index.ts, never its internals.",
      severity: 'error',
      from: { path: `${API}modules/([^/]+)/`, pathNot: TESTS },
      to: { path: `${API}modules/[^/]+/`, pathNot: [`${API}modules/$1/`, MODULE_INDEX] },
    },
    {
      name: 'api-outside-to-module-internals',
      comment:
        'Code outside modules/ (app, composition, plugins, db, scripts) uses a module only through its index.ts (the combining files: its declarations).',
      severity: 'error',
      from: { pathNot: [`${API}modules/`, ...TESTS] },
      to: { path: `${API}modules/[^/]+/`, pathNot: [MODULE_INDEX, MODULE_DECLARATIONS] },
    },
    {
      name: 'api-signin-core',
      comment:
        'The sign-in core (modules/auth/core) sits under every area: it imports no other module and no plugin; areas reach it through modules/auth/index.ts.',
      severity: 'error',
      from: { path: `${API}modules/auth/core/` },
      to: { path: [`${API}modules/(?!auth/)`, `${API}plugins/`] },
    },
    {
      name: 'api-to-web',
      comment: 'The API never imports the web app.',
      severity: 'error',
      from: { path: API },
      to: { path: '^apps/web/' },
    },
    // ---- shared package ----
    {
      name: 'shared-to-apps',
      comment: '@app/shared is below both apps: it never imports apps/.',
      severity: 'error',
      from: { path: SHARED },
      to: { path: '^apps/' },
    },
    {
      name: 'shared-core-to-area',
      comment: 'packages/shared/src/core is below the area folders: it never imports one.',
      severity: 'error',
      from: { path: `${SHARED}core/` },
      to: { path: SHARED, pathNot: `${SHARED}core/` },
    },
    {
      name: 'shared-area-to-area',
      comment:
        'An area folder of @app/shared (auth, wallet, ...) imports only core/ and itself; what two areas share moves into core/.',
      severity: 'error',
      from: { path: `${SHARED}([^/]+)/`, pathNot: `${SHARED}(core|index\\.ts)` },
      to: { path: `${SHARED}[^/]+/`, pathNot: [`${SHARED}$1/`, `${SHARED}core/`] },
    },
    // ---- the check itself ----
    {
      name: 'unresolvable-import',
      comment:
        'An import of the project (relative, @/ or @app/) that does not resolve: the rules above cannot see where it goes.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^(\\.|@/|@app/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.next', '\\.tmp', '^apps/web/next-env\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    // The web app's '@/...' alias; the API and shared package use relative paths and package names.
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
