/** The `<option>`s of a select from a map of value → label (a role, a state, a kind), in the map's order. */
export function Options<K extends string>({ labels, only }: { labels: Record<K, string>; only?: readonly K[] }) {
  const keys = only ?? (Object.keys(labels) as K[]);
  return keys.map((key) => (
    <option key={key} value={key}>
      {labels[key]}
    </option>
  ));
}
