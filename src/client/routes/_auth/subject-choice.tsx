import { createFileRoute } from '@tanstack/react-router';
import { XuankeStudentPage } from '#client/features/xuanke-round/student-page';

export const Route = createFileRoute('/_auth/subject-choice')({ component: XuankeStudentPage });
