import type { AnyInstrument } from './types';

/**
 * The questions of an instrument as the student sees them: its scored items with its validity items
 * (`checks`) placed at their `at` positions. The one order used by the question list, the answer check
 * and the response-quality check, on the device and on the server.
 */
export type ShownSlot<T extends AnyInstrument> = { item: T['items'][number]; check?: undefined } | { check: NonNullable<T['checks']>[number]; item?: undefined };

export function shownOrder<T extends AnyInstrument>(instrument: T): ShownSlot<T>[] {
  const checks = [...(instrument.checks ?? [])].sort((a, b) => a.at - b.at);
  const total = instrument.items.length + checks.length;
  const slots: ShownSlot<T>[] = [];
  let item = 0;
  let check = 0;
  for (let at = 0; at < total; at++) {
    if (check < checks.length && checks[check].at === at) slots.push({ check: checks[check++] } as ShownSlot<T>);
    else slots.push({ item: instrument.items[item++] } as ShownSlot<T>);
  }
  return slots;
}

/** Question ids in the order shown. */
export function shownIds(instrument: AnyInstrument): number[] {
  return shownOrder(instrument).map((slot) => (slot.item ?? slot.check).id);
}
