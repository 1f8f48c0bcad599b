import { createFileRoute } from '@tanstack/react-router';
import { ClassPage } from '#client/features/school/components/class-page';

export const Route = createFileRoute('/_auth/school/class/$classId/')({ component: ClassPage });
