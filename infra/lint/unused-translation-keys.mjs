// `npm run lint:i18n` (after building the contract, whose catalogues en.ts imports): every key of the web's
// English catalogue is used somewhere in web/src or in the contract's renderer of stored messages. zh and es
// hold exactly en's keys (the `Messages` type and test/unit/i18n-completeness.test.ts see to that), and a key
// used but missing is a type error, since t() is typed by the catalogue. A key counts as used when its path
// is a string literal ('fxHistory.title'), or when a template or string prefix names its parent
// (t(`fxHistory.range.${value}`), 'apiErrorCodes.' + code). Plural forms count as their base key.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const webSrc = join(root, 'web/src');
const resources = join(webSrc, 'i18n/resources');

/** en.ts and what it imports, compiled to a temporary directory and imported: the catalogue as the app has it. */
async function englishCatalogue() {
  // Inside the repository, so the catalogue's package imports (@tradehub/contract) resolve from node_modules.
  const cache = join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const out = mkdtempSync(join(cache, 'i18n-keys-'));
  try {
    for (const name of ['en.ts', 'en-boot.ts']) {
      const source = readFileSync(join(resources, name), 'utf8');
      const { outputText } = ts.transpileModule(source, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      // Relative imports without an extension, as the bundler takes them: give Node the file's.
      writeFileSync(
        join(out, name.replace(/\.ts$/, '.mjs')),
        outputText.replace(/from '(\.\/[\w-]+)'/g, "from '$1.mjs'"),
      );
    }
    return (await import(pathToFileURL(join(out, 'en.mjs')).href)).default;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function leaves(tree, prefix = '') {
  const keys = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') keys.push(...leaves(value, path));
    else keys.push(path);
  }
  return keys;
}

function sourceFiles(directory) {
  const files = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/**
 * Every string literal, template head and template middle of the web's code, and of the contract's renderer
 * of stored messages (its `messageCodes.` prefix), outside the catalogues.
 */
function stringsInCode() {
  const strings = new Set();
  const renderers = [join(root, 'gateway/contract/src/i18n/message-params.ts')];
  for (const file of [...sourceFiles(webSrc), ...renderers]) {
    if (file.startsWith(resources)) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node)
      )
        strings.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return strings;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const keys = leaves(await englishCatalogue());
const strings = stringsInCode();
// A string ending in '.' is a prefix (a template's head, or a string concatenated with a name).
const prefixes = [...strings].filter((text) => text.endsWith('.') && /^[\w.]+$/.test(text));
const used = (key) => strings.has(key) || prefixes.some((prefix) => key.startsWith(prefix));
const unused = keys.filter((key) => !used(key) && !used(key.replace(PLURAL, '')));

if (unused.length > 0) {
  console.error(
    `${unused.length} translation key(s) in ${relative(root, join(resources, 'en.ts'))} used nowhere in web/src` +
      ' (remove them from en, zh and es, or use them):',
  );
  for (const key of unused) console.error(`  ${key}`);
  process.exit(1);
}
console.log(`translation keys: all ${keys.length} used`);
