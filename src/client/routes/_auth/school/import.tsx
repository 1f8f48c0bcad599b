import { createFileRoute } from '@tanstack/react-router';
import { ImportPage } from '#client/features/school/components/import-page';

export const Route = createFileRoute('/_auth/school/import')({ component: ImportPage });
