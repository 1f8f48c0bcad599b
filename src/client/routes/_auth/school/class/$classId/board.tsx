import { createFileRoute } from '@tanstack/react-router';
import { BoardPage } from '#client/features/school/components/board/board-page';
import { assignmentSearch } from '#client/features/school/public';

export const Route = createFileRoute('/_auth/school/class/$classId/board')({ validateSearch: assignmentSearch, component: BoardPage });
