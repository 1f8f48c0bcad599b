import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- scripts/ has no path alias; the test runs the generator in-process
import { contractModules, OUT_DIR, render } from '../../scripts/client-contracts';

describe("the student app's copy of the API contracts", () => {
  it.each(contractModules())('src/client/contracts/%s.gen.ts is generated from src/shared/api (else run `npx tsx scripts/client-contracts.ts`)', async (name) => {
    expect(readFileSync(join(OUT_DIR, `${name}.gen.ts`), 'utf8')).toBe(await render(name));
  });

  it('keeps every path, access and option of an endpoint, and no body schema', async () => {
    const { userApi } = await import('#shared/api/user');
    const { userApi: copy } = await import('#client/contracts/user.gen');
    for (const [key, endpoint] of Object.entries(userApi)) {
      const { body, ...rest } = endpoint as typeof endpoint & { body: unknown };
      expect(body, key).toBeDefined();
      expect(copy[key as keyof typeof copy], key).toEqual(rest);
    }
  });
});
