import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

import ts from 'typescript';
import { describe, expect, test } from 'vitest';

/*
 * Adding a tax year is adding values (docs/adding-a-tax-year.md): no formula may branch on the
 * year. This reads the formula sources, the rules, each state's rule and the paycheck, and refuses
 * a year (2026) or a date ('2026-01-01') compared with anything, switched on, or looked for with
 * startsWith / endsWith / includes. A law that changes on a date is a dated value of a parameter.
 */

const SOURCE = fileURLToPath(new URL('../src/', import.meta.url));
const YEAR_TEXT = /^(19|20|21)\d\d(-\d\d(-\d\d)?)?$/;
const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
]);
const SEARCHES = new Set(['startsWith', 'endsWith', 'includes']);

function isYearLiteral(node: ts.Node): boolean {
  let inner = node;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  if (ts.isNumericLiteral(inner)) {
    const value = Number(inner.text);
    return Number.isInteger(value) && value >= 1900 && value < 2200;
  }
  if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner))
    return YEAR_TEXT.test(inner.text);
  return false;
}

/** Each place in `code` where a year or a date decides which way the code goes. */
function findYearBranches(fileName: string, code: string): string[] {
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.ES2023, true);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${fileName}:${line + 1}: ${node.getText(file)}`);
  };
  const visit = (node: ts.Node): void => {
    if (
      ts.isBinaryExpression(node) &&
      COMPARISONS.has(node.operatorToken.kind) &&
      (isYearLiteral(node.left) || isYearLiteral(node.right))
    ) {
      report(node);
    } else if (ts.isCaseClause(node) && isYearLiteral(node.expression)) {
      report(node.expression);
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      SEARCHES.has(node.expression.name.text) &&
      node.arguments.some(isYearLiteral)
    ) {
      report(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * The formula sources: rules/, every state's code but its parameters and conformity data, and the
 * forms' box and line functions (their layouts per year are data, forms/form-layouts.ts).
 */
function listFormulaSources(): string[] {
  const files = ['calculate-paycheck.ts', 'validate-input.ts'];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(join(SOURCE, folder), { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (
        entry.name.endsWith('.ts') &&
        !entry.name.endsWith('.test.ts') &&
        entry.name !== 'parameters.ts' &&
        entry.name !== 'conformity.ts' &&
        entry.name !== 'form-layouts.ts'
      ) {
        files.push(path);
      }
    }
  };
  walk('rules');
  walk('states');
  walk('forms');
  return files;
}

describe('no formula branches on the year', () => {
  test('the check finds a year or a date deciding a branch, and leaves citations alone', () => {
    const code = [
      "const citation = 'EDD Method B (2026), Table 1';",
      'if (payYear >= 2026) rate = 1;',
      "const late = input.payDate < '2026-07-01' ? 0 : 1;",
      'switch (year) { case 2027: break; }',
      "if (payDate.startsWith('2026')) rate = 2;",
      "const isOfficial = ruleSet === 'official-2025';",
    ].join('\n');
    expect(findYearBranches('sample.ts', code)).toEqual([
      'sample.ts:2: payYear >= 2026',
      "sample.ts:3: input.payDate < '2026-07-01'",
      'sample.ts:4: 2027',
      "sample.ts:5: payDate.startsWith('2026')",
    ]);
  });

  test('the rules, the state rules, the forms and the paycheck compare no year and no date', () => {
    const files = listFormulaSources();
    expect(files).toContain(join('states', 'ca', 'rule.ts'));
    expect(files).toContain(join('forms', 'w2.ts'));
    expect(files.length).toBeGreaterThan(60);
    const found = files.flatMap((file) =>
      findYearBranches(file, readFileSync(join(SOURCE, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
