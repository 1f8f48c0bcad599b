import { ConsoleLink } from './console-link';

export function ConsoleNotFound() {
  return (
    <main style={{ padding: 48 }}>
      <h1>页面不存在</h1>
      <p>
        <ConsoleLink to="/console/leads">回到线索列表</ConsoleLink>
      </p>
    </main>
  );
}
