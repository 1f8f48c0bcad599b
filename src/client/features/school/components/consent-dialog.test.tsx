// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassRoster } from '#client/contracts/school.gen';
import { consentMessages } from '#shared/school/consent';

const callApi = vi.hoisted(() => vi.fn(async () => null));
vi.mock('#client/lib/api-client', async (original) => ({ ...(await original<object>()), callApi }));
vi.mock('../queries', () => ({ classRosterQuery: () => ({ queryKey: ['roster'] }), refreshSchool: async () => undefined }));
const { ConsentDialog } = await import('./consent-dialog');

const students = [{ id: 5, name: '王小明' }] as unknown as ClassRoster['students'];

beforeEach(() => {
  // 17:00 UTC on 23 November is already 24 November in Beijing, whatever this machine's time zone.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T17:00:00Z') });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  callApi.mockClear();
});

describe('登记监护人同意', () => {
  it('offers today in China as the date, and no later day', () => {
    render(<ConsentDialog classId={1} students={students} onClose={() => {}} />);
    const date = screen.getByLabelText('同意日期') as HTMLInputElement;
    expect(date.value).toBe('2026-11-24');
    expect(date.max).toBe('2026-11-24');
  });

  it('refuses a later day with the server’s words, before asking it', async () => {
    render(<ConsentDialog classId={1} students={students} onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText('同意日期'), { target: { value: '2026-11-25' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '登记 1 名学生' })));
    expect(screen.getByText(consentMessages.dateInvalid)).toBeTruthy();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('sends a valid date', async () => {
    const onClose = vi.fn();
    render(<ConsentDialog classId={1} students={students} onClose={onClose} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '登记 1 名学生' })));
    expect(callApi).toHaveBeenCalledWith(expect.anything(), { studentIds: '5', method: '学校统一收集的书面同意', date: '2026-11-24' });
    expect(onClose).toHaveBeenCalledWith(true);
  });
});
