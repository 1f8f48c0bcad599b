import { createFileRoute } from '@tanstack/react-router';
import { BoardPage } from '#client/features/school/components/board/board-page';

/** `assignment`: the assignment shown (else the open one). */
const boardSearch = (search: Record<string, unknown>): { assignment?: number } => {
  const id = Number(search.assignment);
  return Number.isInteger(id) && id > 0 ? { assignment: id } : {};
};

export const Route = createFileRoute('/_auth/school/class/$classId/board')({ validateSearch: boardSearch, component: BoardPage });
