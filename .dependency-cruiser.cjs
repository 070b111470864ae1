/**
 * The module doors (docs/decisions/007-module-doors.md): every folder under packages/core/src
 * is a module whose one front door is its index.ts. Run by `npm run doors` inside `npm test`.
 */
const core = '^packages/core/src';
// Drizzle's schema list, the seed and test fixtures, and tests: they may read other tables.
const readsTables = [`${core}/(seed|testing|db)/`, `${core}/.+\\.test\\.ts$`];

module.exports = {
  forbidden: [
    {
      name: 'core-module-door',
      comment:
        'Another core module is entered through its front door only: import from ' +
        "'../<module>/index.ts' (add the name to that index.ts if it is missing).",
      severity: 'error',
      from: { path: `${core}/([^/]+)/`, pathNot: readsTables },
      to: { path: `${core}/[^/]+/.+`, pathNot: [`${core}/$1/`, `${core}/[^/]+/index\\.ts$`] },
    },
    ...[`${core}/(seed|testing|db)/`, `${core}/([^/]+)/.+\\.test\\.ts$`].map((readers) => ({
      name: 'core-module-door-tables',
      comment:
        "Drizzle's schema list, the seed, the test fixtures and tests may read another module's " +
        "tables (its schema.ts); anything else goes through '../<module>/index.ts'.",
      severity: 'error',
      from: { path: readers },
      to: {
        path: `${core}/[^/]+/.+`,
        pathNot: [`${core}/$1/`, `${core}/[^/]+/(index|schema)\\.ts$`],
      },
    })),
    {
      name: 'core-package-door',
      comment:
        "The core's own front door (packages/core/src/index.ts) re-exports module doors only: " +
        "'./<module>/index.ts'.",
      severity: 'error',
      from: { path: `${core}/index\\.ts$` },
      to: { path: `${core}/[^/]+/.+`, pathNot: [`${core}/[^/]+/index\\.ts$`] },
    },
    {
      name: 'apps-use-the-package-door',
      comment:
        "Outside the core, import '@shop/core' (or '@shop/core/testing' in tests, " +
        "'@shop/core/browser' in browser code), never a file inside it.",
      severity: 'error',
      from: { path: '^(apps|e2e|bench|scripts)/' },
      to: {
        path: `${core}/`,
        pathNot: [`${core}/(index|browser)\\.ts$`, `${core}/testing/index\\.ts$`],
      },
    },
    {
      name: 'no-circle',
      comment:
        'Modules (and files) must not import each other in a circle: move what both need ' +
        'into the lower one, or pass it in.',
      severity: 'error',
      from: { pathNot: `${core}/db/schema\\.ts$` },
      // A type-only import leaves nothing at run time; the circle that matters is of values.
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { pathNot: `${core}/db/schema\\.ts$`, dependencyTypesNot: ['type-only'] },
      },
    },
  ],
  allowed: [],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|dist|coverage|\\.react-router)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    combinedDependencies: true,
  },
};
