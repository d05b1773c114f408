import path from 'node:path';
import type { CliIo } from '../../src/cli/io.js';
import { referenceCases, type EvalCase } from '../../src/eval/cases.js';
import { answerPairs, type FakeAnswer, type FakeWirePair } from '../helpers/fake-openai.js';
import { tempFolder } from '../helpers/reports.js';

export const CASES = referenceCases().cases;

/** An in-memory CliIo: what the command wrote to stdout and stderr. */
export function memoryIo(env: Record<string, string | undefined> = {}) {
  const out = { stdout: '', stderr: '' };
  const stream = (name: 'stdout' | 'stderr') =>
    ({ write: (text: string) => ((out[name] += text), true) }) as unknown as NodeJS.WriteStream;
  const io: CliIo = { cwd: tempFolder({}), env, stdout: stream('stdout'), stderr: stream('stderr') };
  return { io, out, file: (name: string) => path.join(io.cwd, name) };
}

/** The sentence of the excerpt that contains `needle`: verbatim, so it binds. */
export function sentenceWith(excerpt: string, needle: string): string {
  const sentences = excerpt.match(/[^.!?]+[.!?]?/g) ?? [excerpt];
  return (sentences.find((sentence) => sentence.toLowerCase().includes(needle.toLowerCase())) ?? excerpt).trim();
}

/** What a perfect verifier answers for a reference case. */
export function perfectAnswer(entry: EvalCase): Partial<FakeAnswer> {
  return {
    verdict: entry.expectation.verdict,
    quote: sentenceWith(entry.evidence.excerpt, entry.expectation.quote_contains),
    limitations: entry.expectation.limitation_terms.map((term) => `the excerpt raises: ${term}`),
  };
}

/** Answers the reference cases correctly, except the cases `wrong` names (verdict flipped). */
export function referenceAnswers(
  pairs: readonly FakeWirePair[],
  wrong: (entry: EvalCase) => boolean = () => false,
): FakeAnswer[] {
  return answerPairs(pairs, (pair) => {
    const entry = CASES.find((candidate) => candidate.claim.id === pair.claim_id);
    if (!entry) return {};
    const answer = perfectAnswer(entry);
    return wrong(entry)
      ? { ...answer, verdict: entry.expectation.verdict === 'supports' ? 'insufficient' : 'supports' }
      : answer;
  });
}
