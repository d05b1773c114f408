// Typed entry for tests: a scriptable OpenAI-compatible server on 127.0.0.1 (port 0) that the
// real `openai` SDK talks to through `base-url`. Implementation in fake-openai.mjs.
export { answerPairs, cutOffAbove, firstSentence, startFakeOpenAI, wrapContent } from './fake-openai.mjs';
export type { FakeAnswer, FakeCall, FakeOpenAI, FakeReply, FakeScript, FakeWirePair, FakeWrap } from './fake-openai.mjs';
