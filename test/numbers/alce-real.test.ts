// Readings the real ALCE answers of kaylaxu15/nlp_citations needed (test/fixtures/formats/alce-post-hoc/
// README.md): the claim sentences are theirs, the excerpts the passages post_hoc_cite.py gave them.
import { describe, expect, it } from 'vitest';
import { extractNumbers, findUngroundedNumbers } from '../../src/numbers/index.js';

const flagged = (claim: string, excerpt: string) => findUngroundedNumbers(claim, [excerpt]).map((row) => row.text);
const reported = (text: string) =>
  extractNumbers(text)
    .filter((fact) => !fact.groundOnly)
    .map((fact) => fact.text);

const U_NET =
  'At the final layer a 1x1 convolution is used to map each 64-component feature vector to the desired number of classes. In total the network has 23 convolutional layers.';
const MASK_RCNN =
  'We report the standard COCO metrics including AP (averaged over IoU thresholds), AP50, AP75, and APS, APM, APL (AP at different scales).';
const SEGNET =
  'Further, a constant kernel size of 7×7 over all the layers was chosen to provide a wide context for smooth labelling.';

describe('sizes written NxM', () => {
  it('"1*1" and the escaped "1\\*1" are grounded by the source\'s "1x1"', () => {
    expect(
      flagged(
        'No, the last 1*1 convolutional layer is used to reduce the number of channels in the feature map to match the number of classes required for the segmentation task.',
        U_NET,
      ),
    ).toEqual([]);
    expect(flagged('No, the last 1\\*1 convolutional layer is used to reduce the number of channels.', U_NET)).toEqual(
      [],
    );
  });

  it('"5x5" is two numbers a source must hold, as "5 x 5" and "5×5" are', () => {
    expect(
      flagged(
        'The kernel size used in each layer of SegNet is 7x7 in the first and last layers, and 3x3 or 5x5 in the intermediate layers.',
        SEGNET,
      ),
    ).toEqual(['3', '3', '5', '5']);
    expect(reported('3x3x3 kernels')).toEqual(['3', '3', '3']);
  });

  it('identifiers with an x stay names: "4x4s", "0x1F"', () => {
    expect(reported('two 4x4s and the flag 0x1F')).toEqual(['two']);
  });
});

describe('LaTeX subscripts', () => {
  it('"$AP_{50}$" names a metric, as "AP50" does: never reported', () => {
    expect(
      flagged(
        'Mask R-CNN should be compared to the state of the art on the COCO dataset using Average Precision (AP) across different IoU thresholds, specifically $AP_{50}$, $AP_{75}$, $AP_{S}$ (small), $AP_{M}$ (medium), and $AP_{L}$ (large).',
        MASK_RCNN,
      ),
    ).toEqual([]);
    expect(reported('$x_{12}$ and AP_{75}')).toEqual([]);
  });
});

describe('"the two": a number that points back', () => {
  it('is not a figure the source must hold', () => {
    expect(
      flagged(
        'This incident reinforced the strong bond between the two, with Hawkins later referring to Grohl as his life partner.',
        'He added, "We are absolutely meant to be."',
      ),
    ).toEqual([]);
    expect(
      flagged('The two tasks from each category were chosen based on their diversity.', 'We evaluate on twelve tasks.'),
    ).toEqual([]);
  });

  it('a count without "the" is still checked, and so is "the two million"', () => {
    expect(
      flagged(
        'GANs involve training two competing neural networks, making it hard to balance the two networks.',
        'Generative adversarial networks are hard to train.',
      ),
    ).toEqual(['two']);
    expect(flagged('The two million residents were counted.', 'The census counted the residents.')).toEqual([
      'two million',
    ]);
  });
});

describe('layer labels', () => {
  it('"(layer 1)", "(layers 2-4)" name layers', () => {
    expect(
      flagged(
        'encoder: 7x7 (layer 1), 3x3 (layers 2-4), 2x2 (layers 5),',
        'a constant kernel size of 7×7, 3×3 and 2×2 pooling',
      ),
    ).toEqual([]);
  });
});

// Sentences of a real Claude research-agent report (MuhsinunC/deep-research-skill @ 3402151,
// development/v9-final-test/research_report.md), checked against its snapshotted arXiv pages: each
// number here named something and was reported as ungrounded.
describe('names in a research report', () => {
  const MAR = 'MAR achieves an accuracy of 47% EM HotPot QA and 82.7% on HumanEval.';

  it('a metric\'s cut-off ("pass@1", "Recall@10") is part of its name', () => {
    expect(flagged('On HumanEval it reaches 82.7% pass@1, and 47% exact match on HotPotQA.', MAR)).toEqual([]);
    expect(reported('Recall@10 and nDCG@5 rose by 4 points')).toEqual(['4']);
  });

  it('an arXiv identifier after "arXiv" names the paper', () => {
    expect(
      flagged(
        'The MAR framework (arXiv 2512.20845, December 2025) replaces a single reflector.',
        'Published December 2025. ' + MAR,
      ),
    ).toEqual([]);
  });

  it('"Finding 1:" labels a point of the report', () => {
    expect(flagged('**Contradictory Finding 1:** The multi-workflow study found the opposite.', MAR)).toEqual([]);
    expect(reported('Finding 3 patients were enrolled')).toEqual(['3']);
  });
});
