/**
 * CI's type check and ESLint in one process per part (decision 067): each TypeScript project's
 * program is built and checked once, as `tsc -p` does, and ESLint's type-aware rules are handed
 * those programs instead of building their own (`npm run typecheck` and `npm run lint` checked
 * every project twice). The output is `tsc`'s and ESLint's own.
 *
 *   node --import tsx scripts/types-and-lint.ts server   packages and the server
 *   node --import tsx scripts/types-and-lint.ts rest     everything else
 *
 * Together the two parts check what `npm run typecheck` and `npm run lint` check. Exits 1 when
 * either found an error.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each part's projects, a file's own project before any that imports it: typescript-eslint takes
 * the first program holding a file, and the project service would have given it its own.
 */
const PARTS = {
  server: {
    projects: ['packages/contract', 'packages/astro', 'apps/server'],
    lint: ['apps/server', 'packages'],
    ignore: [],
  },
  rest: {
    projects: ['.', 'apps/web', 'apps/web/src/sw', 'e2e'],
    lint: ['.'],
    ignore: ['apps/server/**', 'packages/**'],
  },
} as const;

/**
 * The projects `npm run typecheck` names must be the parts' projects, so a project added there is
 * not left out of CI.
 */
function assertSameProjects(): void {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const named = [...(manifest.scripts.typecheck ?? '').matchAll(/tsc -p (\S+)/g)].map(
    ([, path]) => (path ?? '').replace(/\/?tsconfig\.json$/, '') || '.',
  );
  const ours: readonly string[] = [...PARTS.server.projects, ...PARTS.rest.projects];
  const missing = named.filter((project) => !ours.includes(project));
  if (missing.length > 0 || named.length !== ours.length) {
    throw new Error(
      `npm run typecheck checks ${named.join(', ')}; this script ${ours.join(', ')}: make them one list`,
    );
  }
}

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => ROOT,
  getNewLine: () => '\n',
};

/** The project's program and what `tsc -p` would report for it. */
function checkProject(project: string): { program: ts.Program; errors: number } {
  const configPath = join(ROOT, project, 'tsconfig.json');
  const configErrors: ts.Diagnostic[] = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => configErrors.push(diagnostic),
    },
  );
  if (parsed === undefined) {
    process.stdout.write(ts.formatDiagnosticsWithColorAndContext(configErrors, formatHost));
    throw new Error(`${configPath} could not be read`);
  }
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    ...(parsed.projectReferences === undefined
      ? {}
      : { projectReferences: parsed.projectReferences }),
  });
  const diagnostics = [...parsed.errors, ...ts.getPreEmitDiagnostics(program)];
  if (diagnostics.length > 0) {
    process.stdout.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
  }
  const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
  console.log(`tsc -p ${project}: ${String(errors)} errors`);
  return { program, errors };
}

async function main(name: string | undefined): Promise<number> {
  if (name !== 'server' && name !== 'rest') {
    console.error('usage: types-and-lint.ts server|rest');
    return 2;
  }
  assertSameProjects();
  const part = PARTS[name];
  const checked = part.projects.map(checkProject);
  const typeErrors = checked.reduce((sum, { errors }) => sum + errors, 0);
  const eslint = new ESLint({
    cwd: ROOT,
    ignorePatterns: [...part.ignore],
    overrideConfig: {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: {
        parserOptions: { projectService: false, programs: checked.map((c) => c.program) },
      },
    },
  });
  const results = await eslint.lintFiles([...part.lint]);
  const formatter = await eslint.loadFormatter('stylish');
  const report = await formatter.format(results);
  if (report !== '') console.log(report);
  const lintErrors = results.reduce((sum, result) => sum + result.errorCount, 0);
  const warnings = results.reduce((sum, result) => sum + result.warningCount, 0);
  console.log(
    `eslint ${part.lint.join(' ')}: ${String(results.length)} files, ${String(lintErrors)} errors, ${String(warnings)} warnings`,
  );
  // As `eslint .` does: warnings are shown, errors fail.
  return typeErrors + lintErrors > 0 ? 1 : 0;
}

process.exitCode = await main(process.argv[2]);
