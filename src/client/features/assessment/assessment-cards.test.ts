import { describe, expect, it } from 'vitest';
import { instruments } from '#content/assessments/registry';
import { assessmentCards } from './assessment-cards';
import { shownIds } from '#shared/assessments/shown-order';

describe('assessment cards', () => {
  it.each(assessmentCards)('$key states the real question count and options', (card) => {
    const instrument = instruments[card.key];
    expect(card.questionCount).toBe(shownIds(instrument).length);
    if ('options' in instrument) expect(card.optionLabels).toEqual(instrument.options.map((o) => o.name));
    else expect(card.optionLabels).toHaveLength(2);
  });
});
