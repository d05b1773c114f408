// Every code a results file can carry has its row in the rules table (src/results/rules.ts): the
// codes are read from the results file's own types with the TypeScript compiler, so a branch
// that adds a Finding, a RejectionReason or a ProblemKind fails here until it adds the row.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../src/results/rules.js';
import { WAIVABLE } from '../../src/waivers/parse.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The string literals a type resolves to (a union of literals, or one literal). */
function literals(type: ts.Type): string[] {
  if (type.isUnion()) return type.types.flatMap(literals);
  return type.isStringLiteral() ? [type.value] : [];
}

function codesInTypes(): { kinds: string[]; reasons: string[]; findings: string[] } {
  const typesFile = path.join(root, 'src/results/types.ts');
  const bindFile = path.join(root, 'src/binding/bind.ts');
  const program = ts.createProgram([typesFile, bindFile], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const alias = (file: string, name: string): ts.Type => {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} not in the program`);
    const module = checker.getSymbolAtLocation(source);
    const symbol = module && checker.getExportsOfModule(module).find((candidate) => candidate.name === name);
    if (!symbol) throw new Error(`no type ${name} in ${file}`);
    return checker.getDeclaredTypeOfSymbol(symbol);
  };
  const finding = alias(typesFile, 'Finding');
  const members = finding.isUnion() ? finding.types : [finding];
  const findings = members.flatMap((member) => {
    const code = member.getProperty('code');
    return code ? literals(checker.getTypeOfSymbol(code)) : [];
  });
  return {
    kinds: literals(alias(typesFile, 'ProblemKind')),
    reasons: literals(alias(bindFile, 'RejectionReason')),
    findings,
  };
}

describe('the rules table', () => {
  const codes = codesInTypes();

  it('reads the codes from the types (so that it can fail)', () => {
    expect(codes.kinds).toContain('contradicted');
    expect(codes.kinds).toContain('provenance_unreachable');
    expect(codes.reasons).toEqual(expect.arrayContaining(['unknown_pair', 'stale_claim_hash', 'unbound_quote']));
    expect(codes.findings).toEqual(expect.arrayContaining(['dangling_citation', 'ungrounded_number']));
  });

  it('has one row for every problem kind, binding rule and finding code', () => {
    const missing = [...codes.kinds, ...codes.reasons, ...codes.findings].filter((code) => !Object.hasOwn(RULES, code));
    expect(missing).toEqual([]);
  });

  it('says what each rule means and what to do, at a level, in words that read mid-sentence', () => {
    for (const [code, rule] of Object.entries(RULES)) {
      expect([code, rule.name]).toEqual([code, expect.stringMatching(/^[A-Z][A-Za-z]+$/)]);
      expect([code, rule.short]).toEqual([code, expect.stringMatching(/^[a-z].*[^.]$/)]);
      expect(rule.help.length).toBeGreaterThan(60);
      expect(['error', 'warning', 'note']).toContain(rule.level);
    }
    expect(new Set(Object.values(RULES).map((rule) => rule.name)).size).toBe(Object.keys(RULES).length);
  });

  it('lets a waiver name every problem kind', () => {
    expect(Object.keys(WAIVABLE).sort()).toEqual([...codes.kinds].sort());
  });
});
