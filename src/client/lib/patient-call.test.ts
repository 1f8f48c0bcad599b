import { describe, expect, it, vi } from 'vitest';
import { ApiCallError } from './api-client';
import { patiently } from './patient-call';

const timeout = () => new ApiCallError(0, 'signal timed out', null, true);

describe('patiently', () => {
  it('waits through timeouts while online, saying so, and returns the answer', async () => {
    const call = vi.fn<() => Promise<string>>().mockRejectedValueOnce(timeout()).mockRejectedValueOnce(timeout()).mockResolvedValueOnce('题目');
    const onSlow = vi.fn();
    expect(await patiently(call, onSlow, () => true)).toBe('题目');
    expect(call).toHaveBeenCalledTimes(3);
    expect(onSlow).toHaveBeenCalledTimes(2);
  });

  it('gives up at once on a lost network, a timeout while offline, or a refusal', async () => {
    const failed = new ApiCallError(0, 'Failed to fetch');
    await expect(
      patiently(
        () => Promise.reject(failed),
        vi.fn(),
        () => true,
      ),
    ).rejects.toBe(failed);
    const late = timeout();
    await expect(
      patiently(
        () => Promise.reject(late),
        vi.fn(),
        () => false,
      ),
    ).rejects.toBe(late);
    const refused = new ApiCallError(5001, '今天的测评次数已用完');
    await expect(
      patiently(
        () => Promise.reject(refused),
        vi.fn(),
        () => true,
      ),
    ).rejects.toBe(refused);
  });
});
