import { describe, expect, it } from 'vitest';
import { flagged } from './helpers.js';

// Sentences of a real STORM article and the snippets of the sources they cite, shortened: the run on
// Taylor Hawkins in stanford-oval/storm (Apache-2.0), files storm_gen_article.txt /
// storm_polished_article.txt and url_to_info.json. Each sentence is checked against the snippets of the
// sources its [n] markers cite.

// [1] https://www.rollingstone.com/music/music-features/taylor-hawkins-foo-fighters-tribute-1347073/
const ROLLING_STONE =
  'Oliver Taylor Hawkins was born Feb. 17, 1972, the youngest of three siblings, in Fort Worth, Texas. His father, Terry, had the \u201Cstony coldness, typical of a Seventies man,\u201D Hawkins once said, while mother Elizabeth \u201Cwas full of love, sweetness, and tenderness, and the total opposite of my dad.\u201D';
// [5] https://www.drumeo.com/beat/taylor-hawkins-best-drum-parts-notation/
const DRUMEO =
  'But once he found his footing, Taylor become more than just \u2018Dave Grohl\u2018s drummer\u2019 \u2013 he became an icon and one of the top rock drummers of all time. His power and energy were unmistakable.';

describe('the STORM sample', () => {
  it('grounds "the 1970s" by the snippet\'s "Seventies"', () => {
    const sentence =
      'His upbringing was influenced significantly by his family dynamics; his father, Terry, embodied the \u201Cstony coldness\u201D typical of men from the 1970s, while his mother, Elizabeth, was nurturing and supportive of his musical ambitions, fostering his passion for drumming.';
    expect(flagged(sentence, ROLLING_STONE)).toEqual([]);
    expect(flagged(sentence.replace('1970s', '1980s'), ROLLING_STONE)).toEqual(['1980s']);
  });

  it('grounds the birth date and the three siblings', () => {
    const sentence =
      'Taylor Hawkins was born Oliver Taylor Hawkins on February 17, 1972, in Fort Worth, Texas, the youngest of three siblings.';
    expect(flagged(sentence, ROLLING_STONE)).toEqual([]);
  });

  it('still flags a real miscitation: the drugs are in another source than the one cited', () => {
    const sentence =
      'Colombian authorities revealed that at the time of his passing, Hawkins had ten different drugs in his system.';
    expect(flagged(sentence, DRUMEO)).toEqual(['ten']);
  });
});
