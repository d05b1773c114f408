// Text the formats fingerprint or split into claims must have a UTF-8 form: fingerprints hash
// UTF-8, and a lone surrogate (a JSON "\ud800" escape) has none.
import { z } from 'zod';
import { hasLoneSurrogate } from '../text/fingerprint.js';

/** A string that is fingerprinted or split into claims. */
export const HashableText = z
  .string()
  .refine(
    (text) => !hasLoneSurrogate(text),
    'contains a lone UTF-16 surrogate escape, which has no UTF-8 form to fingerprint',
  );
