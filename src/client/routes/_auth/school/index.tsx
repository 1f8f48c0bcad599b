import { createFileRoute } from '@tanstack/react-router';
import { SchoolHome } from '#client/features/school/components/school-home';

export const Route = createFileRoute('/_auth/school/')({ component: SchoolHome });
