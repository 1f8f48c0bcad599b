import { HorizontalBars } from '#client/components/charts/horizontal-bars';

/**
 * Counts (人) or means (分) per category as horizontal bars, category names on one line each, so they
 * read on a phone and in print.
 */
export function CountBars({
  items,
  unit,
  max,
  label,
  color = '#5b4fd6',
}: {
  items: { label: string; value: number }[];
  unit: string;
  max?: number;
  label: string;
  color?: string;
}) {
  const description = `${label}：${items.map((i) => `${i.label}${i.value}${unit}`).join('，')}`;
  return <HorizontalBars items={items} max={max} label={description} color={color} />;
}
