/** 上移 / 下移 for a row of an ordered list; the ends are disabled. */
export function MoveButtons({ name, index, count, onMove }: { name: string; index: number; count: number; onMove: (direction: 'up' | 'down') => void }) {
  return (
    <>
      <button type="button" className="btn btn-link" disabled={index === 0} onClick={() => onMove('up')} aria-label={`上移「${name}」`}>
        上移
      </button>
      <button type="button" className="btn btn-link" disabled={index === count - 1} onClick={() => onMove('down')} aria-label={`下移「${name}」`}>
        下移
      </button>
    </>
  );
}
