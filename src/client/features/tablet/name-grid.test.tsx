// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NameGrid } from './name-grid';

afterEach(cleanup);

const names = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1, name: i === 7 ? '王小明' : `同学${i + 1}`, mark: null }));

describe('the name grid', () => {
  it('shows a short class without a search box', () => {
    render(<NameGrid students={names(10)} onPick={() => {}} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('filters a long class by name, and Enter with one name left opens it', () => {
    const onPick = vi.fn();
    render(<NameGrid students={names(45)} onPick={onPick} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(45);
    const search = screen.getByRole('searchbox', { name: '搜索姓名' });
    expect(document.activeElement).not.toBe(search);
    fireEvent.change(search, { target: { value: '小明' } });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    fireEvent.submit(search);
    expect(onPick).toHaveBeenCalledWith({ id: 8, name: '王小明', mark: null });
    fireEvent.change(search, { target: { value: '赵' } });
    expect(screen.getByRole('status').textContent).toContain('没有找到“赵”');
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(45);
  });

  it('shows the mark of a shared name on its button', () => {
    render(
      <NameGrid
        students={[
          { id: 1, name: '王欣怡', mark: '学号…0107' },
          { id: 2, name: '王欣怡', mark: '学号…0231' },
        ]}
        onPick={() => {}}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['王欣怡（学号…0107）', '王欣怡（学号…0231）']);
  });

  it('says so when the class has nobody yet', () => {
    render(<NameGrid students={[]} onPick={() => {}} />);
    expect(screen.getByText(/名单里还没有同学/)).toBeTruthy();
  });
});
