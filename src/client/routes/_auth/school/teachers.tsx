import { createFileRoute } from '@tanstack/react-router';
import { TeachersPage } from '#client/features/school/components/teachers-page';

export const Route = createFileRoute('/_auth/school/teachers')({ component: TeachersPage });
