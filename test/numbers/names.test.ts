import { describe, expect, it } from 'vitest';
import { extractNumbers } from '../../src/numbers/index.js';
import { checked, flagged, itFlags, itGrounds } from './helpers.js';

// Issue 13, rules 1 and 2: a number that names something (an identifier, a label's number, a list
// marker) grounds only a claim number that stands in the same kind of name, never a count; and a label
// word makes the number after it a name only when no count follows.

describe('rule 1: a number inside a name does not ground a count', () => {
  itFlags([
    // In a COVID corpus almost every excerpt names SARS-CoV-2 and COVID-19.
    ['Masks with two layers stop the virus.', 'Masks slow the spread of SARS-CoV-2.', ['two']],
    ['Masks with 2 layers stop the virus.', 'Masks slow the spread of SARS-CoV-2.', ['2']],
    ['Nineteen patients died.', 'Patients with COVID-19 died.', ['Nineteen']],
    ['It took 19 days.', 'Recovery from COVID 19 took weeks.', ['19']],
    ['It took 19 days.', 'Recovery from coronavirus disease 2019 took weeks.', ['19']],
    ['Two layers are needed.', 'Severe Acute Respiratory Syndrome Coronavirus 2 spreads by air.', ['Two']],
    ['95 percent were protected.', 'N95 respirators protected the staff.', ['95 percent']],
    ['It ran 4 models.', 'The study used GPT-4 throughout.', ['4']],
    // List markers: "2)" and "(1)".
    ['Two studies agree.', '2) addresses the controversies around masks.', ['Two']],
    ['2 studies agree.', '2) addresses the controversies around masks.', ['2']],
    ['It took 1 week.', 'The review (1) covers masks and (2) covers distance.', ['1']],
    ['Wear 3 masks.', 'Steps:\n3. Wear a mask.', ['3']],
    // Labels: the 3 of "Phase 3" counts nothing.
    ['It enrolled 3 sites.', 'A Phase 3 trial enrolled the sites.', ['3']],
  ]);

  itGrounds([
    // The claim number stands in the same kind of name as the excerpt's.
    ['Levels of interleukin 6 rose.', 'IL-6 levels rose.'],
    ['Coronavirus disease 2019 spread.', 'COVID-19 spread.'],
    ['Group 12 patients had fever.', 'Fever was common in group 12.'],
    // A count in the excerpt still grounds: "2 hours" beside the identifiers.
    ['Masks worked for two hours.', 'N95 masks blocked SARS-CoV-2 for 2 hours.'],
    // Names in the claim are never reported, whatever the excerpt says.
    ['SARS-CoV-2 spreads in Phase 3 of COVID-19.', 'The virus spreads.'],
  ]);

  it('marks names with their kind', () => {
    expect(
      extractNumbers('SARS-CoV-2, COVID-19, N95, Phase 3, (2) and 2019-nCoV').map((f) => [
        f.text,
        f.name,
        f.groundOnly,
      ]),
    ).toEqual([
      ['2', 'cov', true],
      ['19', 'covid', true],
      ['95', 'n', true],
      ['3', 'phase', true],
      ['2', 'list', true],
      ['2019-nCoV', 'ncov', true],
    ]);
  });

  it('keeps a number after a sentence that may be a list marker able to ground: "... rose. 12. The ..."', () => {
    // "12." here is a list marker or the end of a sentence of its own: never reported, and it may ground.
    expect(checked('Cases rose. 12. The next step')).toEqual([]);
    expect(flagged('12.', 'Cases rose. 12. The next step.')).toEqual([]);
  });
});

describe('rule 2: a label word makes a name only when no count follows', () => {
  itFlags([
    ['In the placebo group 12 patients died.', 'In the placebo group 21 patients died.', ['12']],
    ['In the placebo group 12% died.', 'In the placebo group 21% died.', ['12%']],
    ['The second dose 3 weeks later was safe.', 'The second dose 4 weeks later was safe.', ['3']],
    ['In the study 500 participants took part.', 'In the study 50 participants took part.', ['500']],
    ['In the first wave 120 deaths were recorded.', 'In the first wave 210 deaths were recorded.', ['120']],
    ['Each dose 5mg was given.', 'Each dose 50mg was given.', ['5mg']],
    // "coronavirus disease 2019" is the name of COVID-19; "coronavirus disease 2012" is no name.
    [
      'The virus that causes coronavirus disease 2012 is stable.',
      'The virus that causes COVID-19 is stable.',
      ['2012'],
    ],
    [
      'The virus that causes coronavirus disease 2012 is stable.',
      'Remdesivir works against the coronavirus.',
      ['2012'],
    ],
    ['COVID 12 spread.', 'COVID-19 spread.', ['12']],
  ]);

  itGrounds([
    // Names: nothing follows that the number counts.
    ['Phase 2 results were good.', 'Phase 3 results were good.'],
    ['Group 3 did best.', 'Group 1 did best.'],
    ['Wave 2 infections rose.', 'Infections rose.'],
    ['Phase 3 trials are planned.', 'Trials are planned.'],
    ['People with type 2 diabetes are at risk.', 'People with diabetes are at risk.'],
    ['COVID 19 patients recovered.', 'Patients recovered.'],
    ['The virus that causes coronavirus disease 2019 is stable.', 'Remdesivir works against the coronavirus.'],
    ['Table 3 lists the sites.', 'The sites are listed.'],
    // A count after a label is grounded by the same count, or by the same label's number.
    ['In the placebo group 12 patients died.', 'Twelve patients in the placebo group died.'],
    ['In the placebo group 12 patients died.', 'In group 12 most patients died.'],
  ]);

  it('reads a count after a label as a number of that kind of name', () => {
    expect(extractNumbers('In the placebo group 12 patients died.')).toMatchObject([
      { text: '12', value: 12, name: 'group' },
    ]);
    expect(extractNumbers('In the placebo group 12 patients died.')[0]?.groundOnly).toBeUndefined();
  });
});
