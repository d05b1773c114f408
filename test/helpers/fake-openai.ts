// Typed entry for tests: a scriptable OpenAI-compatible server on 127.0.0.1 (port 0) that the
// real `openai` SDK talks to through `base-url`. Implementation in fake-openai.mjs.
import { afterEach, beforeEach } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai.mjs';

export { answerPairs, cutOffAbove, firstSentence, startFakeOpenAI, wrapContent } from './fake-openai.mjs';
export type {
  FakeAnswer,
  FakeCall,
  FakeOpenAI,
  FakeReply,
  FakeScript,
  FakeWirePair,
  FakeWrap,
} from './fake-openai.mjs';

/** A fake OpenAI server for each test of the calling file: started before it (and handed to `use`), closed after it. */
export function fakeOpenAIPerTest(use: (server: FakeOpenAI) => void): void {
  let current: FakeOpenAI | undefined;
  beforeEach(async () => {
    current = await startFakeOpenAI();
    use(current);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
}
