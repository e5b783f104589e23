// Lint for every runtime, with the layer boundaries of STYLE.md enforced as errors.
import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = fs.existsSync('src/features')
  ? fs
      .readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const shellOnly = ['./src/ui', './src/state', './src/features', './src/app'];

/**
 * The domain's folders and the folders each may import, read from its README's "May import:"
 * paragraph (src/domain/README.md is the map), so the README and the lint cannot disagree.
 */
const domainFolders = fs.existsSync('src/domain')
  ? fs
      .readdirSync('src/domain', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => {
        const readme = `src/domain/${d.name}/README.md`;
        const text = fs.existsSync(readme) ? fs.readFileSync(readme, 'utf8') : '';
        const paragraph = /May import:([\s\S]*?)(?:\n\n|$)/.exec(text)?.[1] ?? '';
        const allowed = [...paragraph.matchAll(/`([a-z-]+)\/`/g)].map((m) => m[1]);
        return { name: d.name, allowed };
      })
  : [];

/** import-x/no-restricted-paths zones: which folder may not import which. */
const zones = [
  {
    target: './src/domain',
    from: './',
    except: ['./src/domain'],
    message: 'src/domain is pure: it imports only src/domain.',
  },
  ...domainFolders.map(({ name, allowed }) => ({
    target: `./src/domain/${name}`,
    from: './src/domain',
    except: [`./${name}`, ...allowed.map((folder) => `./${folder}`)],
    message: `src/domain/${name} may import only ${
      allowed.length > 0 ? allowed.map((f) => `${f}/`).join(', ') : 'its own folder'
    } (its README's "May import"): move the rule to the folder that owns it, or name the folder there.`,
  })),
  {
    target: './src/api',
    from: [
      './src/app',
      './src/features',
      './src/state',
      './src/ui',
      './src/db',
      './workers',
      './sw',
      './server',
    ],
    message: 'src/api (the contract) imports only src/domain.',
  },
  {
    target: './src/db',
    from: [
      './src/app',
      './src/features',
      './src/state',
      './src/ui',
      './workers',
      './sw',
      './server',
    ],
    message: 'src/db is shared by page, worker and service worker: no UI.',
  },
  {
    target: './src/state',
    from: ['./src/app', './src/features', './src/ui'],
    message: 'stores hold UI state only; they do not import views.',
  },
  {
    target: './src/ui',
    from: ['./src/app', './src/features', './src/state'],
    message: 'src/ui is presentational: it imports no features, stores or shell.',
  },
  ...['./workers', './sw', './server'].map((target) => ({
    target,
    from: shellOnly,
    message:
      'workers, the service worker and the server never import ui/, state/, features/ or app/.',
  })),
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: join them in src/app.',
  })),
  // Issue [P] lint gaps: each runtime reaches the others only through src/api, src/db or src/domain.
  {
    target: ['./src/app', './src/features', './src/state', './src/ui'],
    from: ['./server', './workers', './sw'],
    message:
      'The page never imports server/, workers/ or sw/: use the typed client in src/api for the server, dataWorker() from src/api/data-worker-client.ts for the worker, and put shared code in src/api, src/db or src/domain instead.',
  },
  {
    target: './src/ui',
    from: './src/db',
    message:
      'src/ui is presentational: take the data as props from the feature that reads src/db instead.',
  },
  ...[
    ['./workers', ['./sw', './server']],
    ['./sw', ['./workers', './server']],
    ['./server', ['./workers', './sw']],
  ].map(([target, from]) => ({
    target,
    from,
    message:
      'workers/, sw/ and server/ never import each other: put what two of them need in src/api (as src/api/data-channel.ts), src/db or src/domain instead.',
  })),
  {
    target: './src/features',
    from: './src/app',
    // The toast host is the one way to raise a toast (see toastOnlyThroughHost below).
    except: ['./toast-host.ts'],
    message: 'features do not import the shell; the shell imports features.',
  },
];

/** Toasts are raised only through showToast, which mounts the container first (issue 15, mend 1). */
const toastOnlyThroughHost = {
  message:
    'Raise toasts with showToast from src/app/toast-host.ts: it mounts the container, a direct toast() shows nothing until something else mounted it.',
};

/** tldraw's no-export-star: a barrel hides where a name lives and defeats tree shaking (STYLE.md). */
const noExportStar = {
  selector: 'ExportAllDeclaration',
  message:
    'No `export *`: export each name where it is defined and import it from that file instead.',
};

/** The one clock of each runtime (docs/decisions.md): tests pin it, nothing else reads the time. */
const clockModules = ['src/api/clock.ts', 'server/services/clock.ts'];
const readTheClientClock = {
  object: 'Date',
  property: 'now',
  message:
    'Use clientNow() from src/api/clock.ts (useNow() from src/ui/use-now.ts in a component that ticks) instead, and pass the time down as `nowMs`.',
};
const readTheServerClock = {
  object: 'Date',
  property: 'now',
  message:
    'Use the app clock instead (`app.clock`, or the `clock` passed in, from server/services/clock.ts); for wall-time pacing that tests must not pin, systemClock.now().',
};

const browserOrNodeGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'fetch',
  'XMLHttpRequest',
  'location',
  'self',
  'process',
  'require',
  'Buffer',
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      '.tmp-compiled-*/',
      'coverage/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'tsconfig.json',
            'server/tsconfig.json',
            'sw/tsconfig.json',
            'workers/tsconfig.json',
          ],
        }),
      ],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'no-restricted-syntax': ['error', noExportStar],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'workers/**/*.ts', 'sw/**/*.ts'],
    ignores: clockModules,
    rules: { 'no-restricted-properties': ['error', readTheClientClock] },
  },
  {
    files: ['server/**/*.ts'],
    ignores: clockModules,
    rules: { 'no-restricted-properties': ['error', readTheServerClock] },
  },
  {
    // hooks live in the React layers only; src/domain, src/db and src/api have none
    files: ['src/{app,features,ui,state}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/toast*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['react-toastify', 'react-toastify/*'], ...toastOnlyThroughHost }],
        },
      ],
      // no-restricted-imports does not see import(): the direct toasts this replaced were dynamic
      'no-restricted-syntax': [
        'error',
        noExportStar,
        {
          selector: 'ImportExpression[source.value=/^react-toastify(\\/|$)/]',
          ...toastOnlyThroughHost,
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...browserOrNodeGlobals.map((name) => ({
          name,
          message: `src/domain is pure: no ${name}. Pass what you need in as a parameter.`,
        })),
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Date',
          property: 'now',
          message: 'src/domain never reads the clock: take `nowMs` as a parameter.',
        },
        {
          object: 'Math',
          property: 'random',
          message: 'src/domain is deterministic: take a random source as a parameter.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        noExportStar,
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'src/domain never reads the clock: `new Date()` needs an explicit time.',
        },
      ],
    },
  },
  {
    // routes ask services, which own the rules; the queries sit one layer further down
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/repositories/*'],
              message: 'Use a function of server/services instead: routes never query directly.',
            },
          ],
        },
      ],
    },
  },
);
